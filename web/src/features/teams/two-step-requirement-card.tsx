import type { TTeamMember } from '@regulars/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRequireTwoStep } from '../../api/teams.ts';
import { useTwoStep } from '../../api/two-step.ts';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { teamRefusal } from './team-refusals.ts';

/**
 * Team → Two-step sign-in (issue 53), for the team's admin: require it of everyone who works in the business. Turning
 * it on is asked once more, saying how many people will be stopped until they set it up; it needs the admin's own on.
 */
export function TwoStepRequirementCard({ required, members }: { required: boolean; members: TTeamMember[] }) {
  const words = useAppWords();
  const { t } = words;
  const own = useTwoStep();
  const change = useRequireTwoStep();
  const [confirming, setConfirming] = useState(false);
  const ownOn = own.data?.enabled === true;
  const withIt = members.filter((m) => m.twoStepOn).length;
  const without = members.length - withIt;

  function save(next: boolean) {
    change.mutate(next, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(next ? t('company.twoStep.nowRequired') : t('company.twoStep.noLongerRequired'));
      },
      onError: (error) => toast.error(teamRefusal(words, error, 'company.twoStep.failed')),
    });
  }

  return (
    <Card data-testid="two-step-requirement">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-gray-500" aria-hidden />
          {t('company.twoStep.title')}
        </CardTitle>
        <CardDescription>{t('company.twoStep.description')}</CardDescription>
      </CardHeader>
      <div className="space-y-3 px-6 py-5">
        <div className="flex items-center justify-between gap-4">
          <label htmlFor="require-two-step" className="text-sm font-medium text-gray-900">
            {t('company.twoStep.require')}
          </label>
          <ToggleSwitch
            id="require-two-step"
            checked={required}
            disabled={change.isPending || (!required && !ownOn)}
            aria-describedby="require-two-step-status"
            onChange={(next) => (next ? setConfirming(true) : save(false))}
          />
        </div>
        <p id="require-two-step-status" className="text-sm text-gray-600">
          {t('company.twoStep.count', { count: members.length, on: withIt })}
        </p>
        {!required && own.data && !ownOn && (
          <p className="text-sm text-amber-700">
            {t('company.twoStep.ownFirst')}{' '}
            <Link to="/settings#two-step" className="font-medium text-brand-600 hover:text-brand-700">
              {t('company.twoStep.toSettings')}
            </Link>
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('company.twoStep.confirmTitle')}
        message={
          without > 0 ? t('company.twoStep.confirmStopped', { count: without }) : t('company.twoStep.confirmAllSet')
        }
        confirmLabel={t('company.twoStep.confirm')}
        busyLabel={t('company.twoStep.saving')}
        cancelLabel={t('company.cancel')}
        variant="primary"
        busy={change.isPending}
        onConfirm={() => save(true)}
      />
    </Card>
  );
}
