import { TWO_STEP_MESSAGES, ZPasskeyAdd } from '@regulars/contracts';
import { type FormEvent, useState } from 'react';
import { useAddPasskey } from '../../api/passkeys.ts';
import { Alert } from '../../components/ui/alert.tsx';
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
import { guessPasskeyName } from './passkey-name-guess.ts';
import { passkeyFieldOf, passkeyMessageIn, passkeyRefusal } from './passkey-refusals.ts';

type TProblem = { field: 'name' | 'password' | null; text: string };

/**
 * Adding a passkey (shown while open, so each opening starts afresh): its name first, guessed from the device, and the
 * password again when the account has one; then the device's own prompt (fingerprint, face or screen lock) makes it.
 * Named before the prompt, so a person who cancels there loses nothing they typed.
 */
export function AddPasskeyDialog({ needsPassword, onClose }: { needsPassword: boolean; onClose: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const [name, setName] = useState(() =>
    guessPasskeyName(navigator.userAgent, t('settings.passkeys.addDialog.defaultName')),
  );
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<TProblem | null>(null);
  const add = useAddPasskey({
    onSuccess: () => {
      toast.success(t('settings.passkeys.added'));
      onClose();
    },
    onError: (error) =>
      setProblem({
        field: passkeyFieldOf(error.message),
        text: passkeyRefusal(words, error, 'settings.passkeys.refusal.addFailed'),
      }),
  });
  const close = () => {
    if (!add.isPending) onClose();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ZPasskeyAdd.shape.name.safeParse(name);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      setProblem({ field: 'name', text: passkeyMessageIn(words, message) });
      return;
    }
    if (needsPassword && password === '') {
      setProblem({ field: 'password', text: passkeyMessageIn(words, TWO_STEP_MESSAGES.passwordRequired) });
      return;
    }
    setProblem(null);
    add.mutate({ name: checked.data, password: needsPassword ? password : undefined });
  }

  const busy = add.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('settings.passkeys.add')}</DialogTitle>
          <DialogDescription>{t('settings.passkeys.addDialog.text')}</DialogDescription>
        </DialogHeader>
        <form className="contents" noValidate onSubmit={submit}>
          <DialogBody className="space-y-4">
            <TextField
              id="passkey-name"
              label={t('settings.passkeys.addDialog.name')}
              hint={t('settings.passkeys.addDialog.nameHint')}
              autoComplete="off"
              maxLength={120}
              autoFocus
              disabled={busy}
              value={name}
              error={problem?.field === 'name' ? problem.text : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            {needsPassword && (
              <TextField
                id="passkey-password"
                label={t('settings.twoStep.password.label')}
                hint={t('settings.passkeys.addDialog.passwordHint')}
                type="password"
                autoComplete="current-password"
                disabled={busy}
                value={password}
                error={problem?.field === 'password' ? problem.text : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
            {problem && problem.field === null && <Alert tone="error">{problem.text}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={close} disabled={busy}>
              {t('settings.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {busy ? t('settings.passkeys.addDialog.waiting') : t('settings.twoStep.continue')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
