import { ZTwoStepPassword } from '@regulars/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DialogBody, DialogFooter } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { twoStepMessageIn } from './two-step-refusals.ts';

/** Every change to two-step sign-in asks for the password again: a session left open cannot change it. */
export function PasswordStep({
  submitLabel,
  busyLabel,
  busy,
  error,
  danger = false,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's refusal, already in the user's words. */
  error: string | null;
  danger?: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const words = useAppWords();
  const { t } = words;
  const [password, setPassword] = useState('');
  const [check, setCheck] = useState<string | null>(null);
  const message = check ?? error;

  return (
    <form
      className="contents"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ZTwoStepPassword.safeParse({ password });
        if (!parsed.success) {
          setCheck(twoStepMessageIn(words, parsed.error.issues[0]?.message));
          return;
        }
        setCheck(null);
        onSubmit(parsed.data.password);
      }}
    >
      <DialogBody className="space-y-3">
        <p className="text-sm text-gray-600">{t('settings.twoStep.password.text')}</p>
        <TextField
          id="two-step-password"
          label={t('settings.twoStep.password.label')}
          type="password"
          autoComplete="current-password"
          autoFocus
          disabled={busy}
          value={password}
          error={message ?? undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {t('settings.twoStep.cancel')}
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
