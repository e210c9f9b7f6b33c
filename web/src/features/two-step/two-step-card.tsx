import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useMe } from '../../api/auth.ts';
import { useTwoStep } from '../../api/two-step.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { type TTwoStepChange, TwoStepChangeDialog } from './two-step-change-dialog.tsx';
import { TwoStepSetupDialog } from './two-step-setup-dialog.tsx';

/**
 * Settings → Two-step sign-in (issue 53): the signed-in person's own, whatever their role in the business. Off: the
 * button that sets it up; on: the recovery codes left, new codes and turning it off. A Google-only account is told
 * why it has none here.
 */
export function TwoStepCard() {
  const { t } = useAppWords();
  const email = useMe().data?.user.email ?? '';
  const state = useTwoStep();
  const [settingUp, setSettingUp] = useState(false);
  const [change, setChange] = useState<TTwoStepChange | null>(null);
  const on = state.data?.enabled === true;

  return (
    <Card id="two-step" className="scroll-mt-6" data-testid="two-step-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-4 text-gray-500" aria-hidden />
          {t('settings.twoStep.title')}
          {state.data && (
            <Badge tone={on ? 'green' : 'neutral'} data-testid="two-step-state">
              {on ? t('settings.twoStep.on') : t('settings.twoStep.off')}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>{t('settings.twoStep.description', { email })}</CardDescription>
        {state.data?.requiredBy === 'team' && (
          <p className="text-sm text-gray-600" data-testid="two-step-required-note">
            {t('settings.twoStep.requiredByTeam')}
          </p>
        )}
      </CardHeader>
      <div className="flex flex-col gap-3 px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
        {state.isPending ? (
          <Spinner className="size-5 text-gray-400" />
        ) : state.isError ? (
          <p className="text-sm text-red-600">{t('settings.twoStep.loadFailed')}</p>
        ) : !state.data.hasPassword && !on ? (
          <p className="max-w-xl text-sm text-gray-600">{t('settings.twoStep.google')}</p>
        ) : on ? (
          <>
            <p className="text-sm text-gray-600" data-testid="recovery-codes-left">
              {t('settings.twoStep.codesLeft', { count: state.data.recoveryCodesLeft ?? 0 })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setChange('codes')}>
                {t('settings.twoStep.newCodes')}
              </Button>
              <Button variant="secondary" onClick={() => setChange('off')}>
                {t('settings.twoStep.turnOff')}
              </Button>
            </div>
          </>
        ) : (
          <Button onClick={() => setSettingUp(true)}>{t('settings.twoStep.turnOn')}</Button>
        )}
      </div>
      <TwoStepSetupDialog open={settingUp} onOpenChange={setSettingUp} />
      <TwoStepChangeDialog change={change} onClose={() => setChange(null)} />
    </Card>
  );
}
