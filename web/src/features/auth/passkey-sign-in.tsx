import type { TMe } from '@regulars/contracts';
import { Fingerprint } from 'lucide-react';
import { useAuthConfig } from '../../api/auth.ts';
import { usePasskeySignIn } from '../../api/passkeys.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { signinRefusal } from './signin-refusals.ts';

/** Whether this server offers passkeys (its address has a domain name): every passkey button follows it. */
export function usePasskeysOffered(): boolean {
  return useAuthConfig().data?.passkeys === true;
}

/** A passkey's button on the way in: the fingerprint, its label, and busy while the device and the server answer. */
export function PasskeyButton({
  label,
  busy,
  disabled,
  onClick,
}: {
  label: string;
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  const { t } = useAppWords();
  return (
    <Button type="button" variant="secondary" className="w-full" loading={busy} disabled={disabled} onClick={onClick}>
      {!busy && <Fingerprint className="size-4" aria-hidden />}
      {busy ? t('signin.passkey.waiting') : label}
    </Button>
  );
}

/**
 * "Sign in with a passkey", under the password form: the device picks one of its passkeys for this site and the
 * server opens the session, as the password would. Nothing where the server offers no passkeys.
 */
export function PasskeySignIn({
  onSignedIn,
  onError,
  disabled,
}: {
  onSignedIn: (me: TMe) => void;
  /** Why it did not sign in, already in the visitor's words. */
  onError: (message: string) => void;
  disabled?: boolean;
}) {
  const words = useAppWords();
  const offered = usePasskeysOffered();
  const signIn = usePasskeySignIn({
    onSuccess: onSignedIn,
    onError: (error) => onError(signinRefusal(words, error, 'signin.passkey.failed')),
  });
  if (!offered) return null;
  return (
    <div className="mt-4">
      <PasskeyButton
        label={words.t('signin.passkey.button')}
        // Still busy after success: the page is on its way to the app.
        busy={signIn.isPending || signIn.isSuccess}
        disabled={disabled}
        onClick={() => signIn.mutate()}
      />
    </div>
  );
}
