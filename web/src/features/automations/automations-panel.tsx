import type { TAutomationList } from '@regulars/contracts';
import { Cake, FlaskConical, Gift, HeartHandshake, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAutomations, useSaveAutomation } from '../../api/automations.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { ViewOnlyNote } from '../../components/ui/view-only-note.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { partsAround } from '../../lib/parts-around.ts';
import { controlSummary, rewardSummary, winBackOnNote, winBackPitch } from './automation-forms.ts';
import { AutomationLiftCard } from './automation-lift-card.tsx';
import { automationRefusal } from './automation-refusals.ts';
import { AutomationRow, FactChip } from './automation-row.tsx';
import { BirthdayDialog } from './birthday-dialog.tsx';
import { TemplatesSentence } from './templates-sentence.tsx';
import { WinBackDialog } from './win-back-dialog.tsx';

type TEditing = { kind: 'win_back'; enableOnSave: boolean } | { kind: 'birthday' } | null;

/** The campaigns page's automations: win-back and birthday, each switched on and off and edited in a dialog. */
export function AutomationsPanel() {
  const { t } = useAppWords();
  const automations = useAutomations();
  const data = automations.data;
  return (
    <Card data-testid="automations-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Zap className="size-4 text-brand-600" aria-hidden />
          {t('automations.title')}
        </CardTitle>
        <CardDescription>{t('automations.description')}</CardDescription>
      </CardHeader>
      {automations.isPending ? (
        <PanelSkeleton />
      ) : !data ? (
        <div className="flex flex-col items-start gap-3 px-6 py-5 text-sm text-gray-600" role="alert">
          <p>{t('automations.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => automations.refetch()} loading={automations.isFetching}>
            {t('automations.tryAgain')}
          </Button>
        </div>
      ) : (
        <Rows data={data} />
      )}
    </Card>
  );
}

function Rows({ data }: { data: TAutomationList }) {
  const words = useAppWords();
  const { t } = words;
  const [editing, setEditing] = useState<TEditing>(null);
  const save = useSaveAutomation();
  const { winBack, birthday, canEdit, postalAddressMissing } = data;
  const busy = (kind: 'win_back' | 'birthday') => save.isPending && save.variables?.kind === kind;
  const failed = (error: unknown) =>
    toast.error(t('automations.saveFailed'), { description: automationRefusal(words, error) });

  const toggleWinBack = (next: boolean) => {
    // Nothing it could send yet: choose the message first, and saving switches it on.
    if (next && !winBack.messages.sms?.active && !winBack.messages.email?.active) {
      setEditing({ kind: 'win_back', enableOnSave: true });
      return;
    }
    save.mutate(
      { kind: 'win_back', body: { enabled: next, config: winBack.config } },
      {
        onSuccess: (panel) =>
          toast.success(next ? t('automations.winBack.switchedOn') : t('automations.winBack.switchedOff'), {
            description: next ? winBackOnNote(panel.winBack.config, panel.winBack.lapsedCustomers, words) : undefined,
          }),
        onError: failed,
      },
    );
  };
  const toggleBirthday = (next: boolean) =>
    save.mutate(
      { kind: 'birthday', body: { enabled: next, config: birthday.config } },
      {
        onSuccess: () =>
          toast.success(next ? t('automations.birthday.switchedOn') : t('automations.birthday.switchedOff'), {
            description: next ? undefined : t('automations.birthday.offNote'),
          }),
        onError: failed,
      },
    );

  // The sentence in two around its link, wherever the language puts it.
  const [addressBefore, addressAfter] = partsAround((link) => t('automations.addressNote', { link }));
  const addressNote = (
    <>
      {addressBefore}
      <Link to="/settings" className="font-medium underline">
        {t('automations.addressNote.link')}
      </Link>
      {addressAfter}
    </>
  );
  const winBackWarnings = [];
  if (winBack.enabled && !winBack.messages.sms?.active && !winBack.messages.email?.active) {
    winBackWarnings.push(t('automations.winBack.messageOff'));
  }
  if (winBack.enabled && winBack.messages.email && postalAddressMissing) winBackWarnings.push(addressNote);
  const birthdayWarnings = [];
  if (birthday.enabled && !birthday.messages.sms && !birthday.messages.email) {
    const rewardStill = birthday.config.reward !== null;
    birthdayWarnings.push(
      <TemplatesSentence
        sentence={(links) =>
          rewardStill ? t('automations.birthday.noTemplateReward', links) : t('automations.birthday.noTemplate', links)
        }
        linkClassName="font-medium underline"
      />,
    );
  }
  if (birthday.enabled && birthday.messages.email && postalAddressMissing) birthdayWarnings.push(addressNote);
  const reward = rewardSummary(birthday.config, words);
  const control = (config: { controlShare: number }) => {
    const summary = controlSummary(config, words);
    return summary && <FactChip icon={FlaskConical}>{summary}</FactChip>;
  };
  const editWinBack = () => setEditing({ kind: 'win_back', enableOnSave: false });
  const editBirthday = () => setEditing({ kind: 'birthday' });

  return (
    <>
      {!canEdit && (
        <div className="px-4 pt-5 sm:px-6">
          <ViewOnlyNote
            lead={t('automations.viewOnly.lead')}
            text={t('automations.viewOnly.text')}
            testId="automations-read-only"
          />
        </div>
      )}
      <ul className="divide-y divide-gray-100">
        <AutomationRow
          id="win-back"
          icon={HeartHandshake}
          tone="bg-rose-50 text-rose-600"
          title={t('automations.winBack.title')}
          pitch={t('automations.winBack.pitchLine', { pitch: winBackPitch(winBack.config, words) })}
          enabled={winBack.enabled}
          sent={winBack.sentLast30Days}
          messages={winBack.messages}
          extra={control(winBack.config)}
          warnings={winBackWarnings}
          lift={
            <AutomationLiftCard
              kind="win_back"
              id="win-back"
              cause={t('automations.winBack.cause')}
              controlShare={winBack.config.controlShare}
              onKeepControl={canEdit ? editWinBack : undefined}
            />
          }
          canEdit={canEdit}
          busy={busy('win_back')}
          onToggle={toggleWinBack}
          onEdit={editWinBack}
        />
        <AutomationRow
          id="birthday"
          icon={Cake}
          tone="bg-amber-50 text-amber-600"
          title={t('automations.birthday.title')}
          pitch={t('automations.birthday.pitch')}
          enabled={birthday.enabled}
          sent={birthday.sentLast30Days}
          messages={birthday.messages}
          noMessage={t('automations.birthday.noActiveTemplate')}
          extra={
            <>
              {reward && <FactChip icon={Gift}>{t('automations.birthday.rewardChip', { reward })}</FactChip>}
              {control(birthday.config)}
            </>
          }
          warnings={birthdayWarnings}
          lift={
            <AutomationLiftCard
              kind="birthday"
              id="birthday"
              cause={birthday.config.reward ? t('automations.birthday.causeReward') : t('automations.birthday.cause')}
              controlShare={birthday.config.controlShare}
              onKeepControl={canEdit ? editBirthday : undefined}
            />
          }
          canEdit={canEdit}
          busy={busy('birthday')}
          onToggle={toggleBirthday}
          onEdit={editBirthday}
        />
      </ul>
      <WinBackDialog
        automation={winBack}
        postalAddressMissing={postalAddressMissing}
        open={editing?.kind === 'win_back'}
        enableOnSave={editing?.kind === 'win_back' && editing.enableOnSave}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <BirthdayDialog
        automation={birthday}
        open={editing?.kind === 'birthday'}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </>
  );
}

function PanelSkeleton() {
  const { t } = useAppWords();
  return (
    <div className="divide-y divide-gray-100" role="status" aria-label={t('automations.loading')}>
      {[0, 1].map((row) => (
        <div key={row} className="flex gap-4 px-6 py-5">
          <div className="size-10 animate-pulse rounded-lg bg-gray-100" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-32 animate-pulse rounded-md bg-gray-100" />
            <div className="h-3 w-72 max-w-full animate-pulse rounded-md bg-gray-100" />
            <div className="h-6 w-56 max-w-full animate-pulse rounded-md bg-gray-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
