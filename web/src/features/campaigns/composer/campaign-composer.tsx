import type { TCampaign } from '@regulars/contracts';
import { CalendarClock, FlaskConical, Save, Send, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useWorkingBusinessName } from '../../../api/auth.ts';
import { useSettings } from '../../../api/settings.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { CHECK_ON_SUBMIT } from '../../../lib/form-options.ts';
import { formatTime } from '../../../lib/format-date.ts';
import { partsAround } from '../../../lib/parts-around.ts';
import { designErrors, firstDesignProblem, useBrandForEmail, useStarterDesign } from '../../messaging/index.ts';
import { ActionError } from '../action-error.tsx';
import { CampaignHeader } from '../campaign-header.tsx';
import { businessTimeZone } from '../schedule-time.ts';
import { AbTestSwitch } from './ab-test-switch.tsx';
import { AudienceFields } from './audience-fields.tsx';
import {
  composerDefaults,
  composerResolver,
  firstProblem,
  type TComposerOutput,
  type TComposerValues,
} from './composer-form.ts';
import { composerMessage, composerRefusal } from './composer-refusals.ts';
import { countValues } from './composer-words.ts';
import { ControlGroupFields } from './control-group-fields.tsx';
import { DraftSaveStatus } from './draft-save-status.tsx';
import { MessageFields } from './message-fields.tsx';
import { PostalAddressNote } from './postal-address-note.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';
import { SendTestDialog } from './send-test-dialog.tsx';
import { useComposerActions } from './use-composer-actions.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { useLiveAudienceCount } from './use-live-audience-count.ts';
import { useStarterColor } from './use-starter-color.ts';

/** A draft campaign, saved as it changes: its words, its audience and the live count, then test, schedule or send. */
export function CampaignComposer({ campaign, timeZone }: { campaign: TCampaign; timeZone: string }) {
  const words = useAppWords();
  const { t } = words;
  const businessName = useWorkingBusinessName(t('composer.yourBusiness'));
  const brand = useBrandForEmail();
  const starter = useStarterDesign();
  const form = useForm<TComposerValues, unknown, TComposerOutput>({
    ...CHECK_ON_SUBMIT,
    resolver: composerResolver(campaign.type),
    defaultValues: composerDefaults(campaign, starter(brand.color)),
  });
  useStarterColor(form, brand, starter);
  const actions = useComposerActions(campaign, form);
  const saveState = useDraftAutosave(campaign, campaign.type, form);
  const abTest = form.watch('abTest');
  const live = useLiveAudienceCount(campaign.type, form.watch('audienceMode'), form.watch('audience'), {
    campaignId: campaign.id,
    share: form.watch('keepControl') ? form.watch('controlShare') : 0,
    variantBShare: abTest ? form.watch('variantB.share') : null,
  });
  // Who gets a message: the control group is kept back.
  const count = live.count.data ? live.count.data.count - live.count.data.control : undefined;
  const who = count === undefined ? t('composer.send.whoAudience') : t('composer.send.who', countValues(words, count));
  const errors = form.formState.errors;
  const problemInEnglish =
    firstProblem(
      errors,
      firstDesignProblem(designErrors(errors.design as never)),
      firstDesignProblem(designErrors(errors.variantB?.design as never)),
    ) ?? actions.problem;
  const problem = problemInEnglish && composerMessage(words, problemInEnglish);
  const busy = actions.busy;
  const settings = useSettings();
  // Known as the composer opens, not after Send: marketing email cannot go out without the postal address.
  const addressMissing = campaign.type === 'email' && settings.isSuccess && !settings.data.sending.postalAddress;
  // The sentence around who gets it, in bold wherever the language puts it.
  const [sendBefore, sendAfter] = partsAround((mark) =>
    t(campaign.quietHold ? 'composer.send.messageHeld' : 'composer.send.message', {
      name: form.getValues('name'),
      who: mark,
    }),
  );

  return (
    <>
      <form
        className="space-y-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void actions.saveDraft();
        }}
      >
        <CampaignHeader
          campaign={campaign}
          title={form.watch('name')}
          actions={
            <>
              <DraftSaveStatus state={saveState} />
              <Button variant="ghost" onClick={() => actions.open('delete')} disabled={busy}>
                <Trash2 className="size-4" aria-hidden />
                {t('composer.deleteDraft')}
              </Button>
              <Button type="submit" variant="secondary" loading={actions.saving && actions.dialog === null}>
                <Save className="size-4" aria-hidden />
                {t('composer.saveDraft')}
              </Button>
            </>
          }
        />
        {problem && (
          <Alert tone="error" data-testid="composer-problem">
            {problem}
          </Alert>
        )}
        <MessageFields form={form} type={campaign.type} businessName={businessName} abTest={abTest} />
        <AbTestSwitch form={form} />
        {abTest && <MessageFields form={form} type={campaign.type} businessName={businessName} variant="b" />}
        <AudienceFields form={form} type={campaign.type} live={live} />
        <ControlGroupFields form={form} />
        <Card className="flex flex-col gap-4 px-6 py-5 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-gray-900">{t('composer.ready.title')}</h2>
            <p className="mt-0.5 text-sm text-gray-500">
              {count === undefined
                ? t('composer.ready.goesToAudience')
                : t('composer.ready.goesTo', countValues(words, count))}
              {form.formState.isDirty && ` ${t('composer.ready.savedFirst')}`}
            </p>
            {addressMissing && <PostalAddressNote />}
          </div>
          {/* One row of buttons, beside the text on wide screens; on a phone the send takes its own full row. */}
          <div className="flex flex-wrap gap-2 md:shrink-0 md:flex-nowrap">
            <Button variant="secondary" onClick={() => actions.open('test')} disabled={busy}>
              <FlaskConical className="size-4" aria-hidden />
              {t('composer.action.sendTest')}
            </Button>
            <Button variant="secondary" onClick={() => actions.open('schedule')} disabled={busy || addressMissing}>
              <CalendarClock className="size-4" aria-hidden />
              {t('composer.action.schedule')}
            </Button>
            <Button className="w-full sm:w-auto" onClick={() => actions.open('now')} disabled={busy || addressMissing}>
              <Send className="size-4" aria-hidden />
              {t('composer.action.sendNow')}
            </Button>
          </div>
        </Card>
      </form>
      {/* Outside the form: a dialog's own submit would otherwise bubble (through the portal) into the save. */}
      <SendTestDialog
        open={actions.dialog === 'test'}
        onOpenChange={(open) => !open && actions.closeDialog()}
        type={campaign.type}
        abTest={abTest}
        busy={busy}
        error={actions.sendError}
        onSend={actions.sendTest}
      />
      <ScheduleDialog
        open={actions.dialog === 'schedule'}
        onOpenChange={(open) => !open && actions.closeDialog()}
        timeZone={timeZone}
        count={count}
        busy={busy}
        error={actions.sendError}
        onSchedule={actions.schedule}
      />
      <ConfirmDialog
        open={actions.dialog === 'now'}
        onOpenChange={(open) => !open && actions.closeDialog()}
        title={t('composer.send.title')}
        message={
          <>
            {sendBefore}
            <strong className="font-semibold text-gray-900">{who}</strong>
            {sendAfter}
            {campaign.quietHold && (
              <span className="mt-3 block font-medium text-amber-800" data-testid="send-quiet-hold">
                {t('composer.send.quietHold', {
                  time: formatTime(
                    campaign.quietHold.until,
                    businessTimeZone(campaign.quietHold.timeZone),
                    words.locale,
                  ),
                  zone: campaign.quietHold.timeZone,
                })}
              </span>
            )}
          </>
        }
        confirmLabel={
          count === undefined ? t('composer.action.sendNow') : t('composer.send.confirm', countValues(words, count))
        }
        cancelLabel={t('composer.cancel')}
        busyLabel={t('composer.sending')}
        busy={busy}
        variant="primary"
        problem={<ActionError say={composerRefusal} error={actions.sendError} />}
        onConfirm={actions.sendNow}
      />
      <ConfirmDialog
        open={actions.dialog === 'delete'}
        onOpenChange={(open) => !open && actions.closeDialog()}
        title={t('composer.delete.title')}
        message={t('composer.delete.message', { name: campaign.name })}
        confirmLabel={t('composer.deleteDraft')}
        cancelLabel={t('composer.cancel')}
        busyLabel={t('composer.delete.busy')}
        busy={actions.deleting}
        onConfirm={actions.deleteDraft}
      />
    </>
  );
}
