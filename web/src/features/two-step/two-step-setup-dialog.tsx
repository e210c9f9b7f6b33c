import { type TTwoStepSetup, ZTwoStepConfirm } from '@regulars/contracts';
import { useState } from 'react';
import { useConfirmTwoStep, useStartTwoStep } from '../../api/two-step.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { QrImage } from '../qr-codes/index.ts';
import { PasswordStep } from './password-step.tsx';
import { RecoveryCodesStep } from './recovery-codes.tsx';
import { twoStepMessageIn, twoStepRefusal } from './two-step-refusals.ts';

/** The key in groups of four, as authenticator apps show and people type it. */
const grouped = (secret: string) => secret.replace(/=+$/, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Turning two-step sign-in on: the password, then the QR code (and the key to type) with the app's first code, then
 * the recovery codes, shown once. It is on only after the first code; closing before leaves it off.
 */
export function TwoStepSetupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const words = useAppWords();
  const { t } = words;
  const [setup, setSetup] = useState<TTwoStepSetup | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useStartTwoStep({
    onSuccess: (answer) => {
      setSetup(answer);
      setError(null);
    },
    onError: (e) => setError(twoStepRefusal(words, e)),
  });
  const confirm = useConfirmTwoStep({
    onSuccess: () => {
      setConfirmed(true);
      setError(null);
      toast.success(t('settings.twoStep.turnedOn'));
    },
    onError: (e) => setError(twoStepRefusal(words, e)),
  });

  function changeOpen(next: boolean) {
    if (!next) {
      setSetup(null);
      setConfirmed(false);
      setCode('');
      setError(null);
      start.reset();
      confirm.reset();
    }
    onOpenChange(next);
  }

  const title = confirmed
    ? t('settings.twoStep.codes.title')
    : setup
      ? t('settings.twoStep.scan.title')
      : t('settings.twoStep.password.title');

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{t('settings.twoStep.title')}</DialogDescription>
        </DialogHeader>
        {!setup ? (
          <PasswordStep
            submitLabel={t('settings.twoStep.continue')}
            busyLabel={t('settings.twoStep.checking')}
            busy={start.isPending}
            error={error}
            onSubmit={(password) => start.mutate(password)}
            onCancel={() => changeOpen(false)}
          />
        ) : !confirmed ? (
          <form
            className="contents"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const parsed = ZTwoStepConfirm.safeParse({ code });
              if (!parsed.success) {
                setError(twoStepMessageIn(words, parsed.error.issues[0]?.message));
                return;
              }
              confirm.mutate(parsed.data.code);
            }}
          >
            <DialogBody className="space-y-4">
              <p className="text-sm text-gray-600">{t('settings.twoStep.scan.text')}</p>
              <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
                <QrImage
                  url={setup.otpauthUrl}
                  size={168}
                  label={t('settings.twoStep.scan.qr')}
                  className="shrink-0 rounded-lg border border-gray-200 p-2"
                />
                <div className="min-w-0 space-y-1 text-sm">
                  <p className="text-gray-600">{t('settings.twoStep.scan.key')}</p>
                  <p className="font-mono break-all text-gray-900 select-all" data-testid="two-step-key">
                    {grouped(setup.secret)}
                  </p>
                </div>
              </div>
              <TextField
                id="two-step-first-code"
                label={t('settings.twoStep.scan.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                autoFocus
                disabled={confirm.isPending}
                value={code}
                error={error ?? undefined}
                onChange={(e) => setCode(e.target.value)}
              />
            </DialogBody>
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={() => changeOpen(false)} disabled={confirm.isPending}>
                {t('settings.twoStep.cancel')}
              </Button>
              <Button type="submit" loading={confirm.isPending}>
                {confirm.isPending ? t('settings.twoStep.scan.turningOn') : t('settings.twoStep.scan.submit')}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <RecoveryCodesStep codes={setup.recoveryCodes} onDone={() => changeOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
