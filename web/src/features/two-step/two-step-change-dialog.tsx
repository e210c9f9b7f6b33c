import { useState } from 'react';
import { useRenewRecoveryCodes, useTurnOffTwoStep } from '../../api/two-step.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { PasswordStep } from './password-step.tsx';
import { RecoveryCodesStep } from './recovery-codes.tsx';
import { twoStepRefusal } from './two-step-refusals.ts';

export type TTwoStepChange = 'off' | 'codes';

/** Turning two-step sign-in off, or replacing the recovery codes: the password first, then it is done (or shown). */
export function TwoStepChangeDialog({ change, onClose }: { change: TTwoStepChange | null; onClose: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const turnOff = useTurnOffTwoStep({
    onSuccess: () => {
      toast.success(t('settings.twoStep.turnedOff'));
      close();
    },
    onError: (e) => setError(twoStepRefusal(words, e)),
  });
  const renew = useRenewRecoveryCodes({
    onSuccess: (answer) => setCodes(answer.recoveryCodes),
    onError: (e) => setError(twoStepRefusal(words, e)),
  });

  function close() {
    setError(null);
    setCodes(null);
    turnOff.reset();
    renew.reset();
    onClose();
  }

  const title = codes
    ? t('settings.twoStep.codes.title')
    : change === 'off'
      ? t('settings.twoStep.offConfirm.title')
      : t('settings.twoStep.password.title');

  return (
    <Dialog open={change !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={change === 'off' && !codes ? undefined : 'sr-only'}>
            {change === 'off' ? t('settings.twoStep.offConfirm.text') : t('settings.twoStep.newCodes')}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <RecoveryCodesStep codes={codes} onDone={close} />
        ) : change === 'off' ? (
          <PasswordStep
            danger
            submitLabel={t('settings.twoStep.turnOff')}
            busyLabel={t('settings.twoStep.offConfirm.turningOff')}
            busy={turnOff.isPending}
            error={error}
            onSubmit={(password) => turnOff.mutate(password)}
            onCancel={close}
          />
        ) : (
          <PasswordStep
            submitLabel={t('settings.twoStep.newCodes')}
            busyLabel={t('settings.twoStep.checking')}
            busy={renew.isPending}
            error={error}
            onSubmit={(password) => renew.mutate(password)}
            onCancel={close}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
