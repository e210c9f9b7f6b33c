import { type TMe, type TSecondStepRequest, TWO_STEP_MESSAGES, ZSecondStepRequest } from '@regulars/contracts';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { usePasskeySecondStep } from '../../api/passkeys.ts';
import { useSecondStep } from '../../api/sign-in.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { PasskeyButton, usePasskeysOffered } from './passkey-sign-in.tsx';
import { signinMessageIn, signinRefusal } from './signin-refusals.ts';

/** Refusals after which this step is over: the password step must be taken again. */
const STEP_OVER: readonly string[] = [TWO_STEP_MESSAGES.expired, TWO_STEP_MESSAGES.tooManyCodes];

/**
 * The sign-in's second step (issue 53): the authenticator app's 6-digit code, or a recovery code when the phone is
 * lost, or one of the account's passkeys. A step that expired or saw too many wrong codes sends the user back to the
 * password.
 */
export function SecondStepForm({
  onSignedIn,
  onRestart,
  verify,
}: {
  onSignedIn: (me: TMe) => void;
  onRestart: () => void;
  /** Sends the code: the sign-in's own unless told (accepting an invitation sends it with the invitation). */
  verify?: (request: TSecondStepRequest) => Promise<TMe>;
}) {
  const words = useAppWords();
  const { t } = words;
  const [kind, setKind] = useState<'app' | 'recovery'>('app');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const [trustDevice, setTrustDevice] = useState(false);
  const refused = (error: Error) => {
    setMessage(signinRefusal(words, error, 'signin.refusal.loginFailed'));
    setOver(error instanceof ApiError && STEP_OVER.includes(error.message));
  };
  const check = useSecondStep({ onSuccess: onSignedIn, onError: refused }, verify);
  const byPasskey = usePasskeySecondStep({ onSuccess: onSignedIn, onError: refused });
  // Accepting an invitation sends its code with the invitation: a passkey here would sign in without joining.
  const passkeyHere = usePasskeysOffered() && verify === undefined;
  // Still busy after success: the page is on its way to the app.
  const checking = check.isPending || check.isSuccess;
  const passkeyBusy = byPasskey.isPending || byPasskey.isSuccess;
  const pending = checking || passkeyBusy;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = ZSecondStepRequest.safeParse({ kind, code, trustDevice });
    if (!checked.success) {
      setMessage(signinMessageIn(words, checked.error.issues[0]?.message, 'signin.check.form'));
      return;
    }
    setMessage(null);
    check.mutate(checked.data);
  }

  function switchTo(next: 'app' | 'recovery') {
    setKind(next);
    setCode('');
    setMessage(null);
  }

  return (
    <form className="mt-8 space-y-5" onSubmit={submit} noValidate aria-labelledby="second-step-title">
      <div className="space-y-2">
        <h2 id="second-step-title" className="text-lg font-semibold text-gray-900">
          {t('signin.secondStep.title')}
        </h2>
        <p className="text-sm text-gray-600">
          {t(kind === 'app' ? 'signin.secondStep.appText' : 'signin.secondStep.recoveryText')}
        </p>
      </div>
      {kind === 'app' ? (
        <TextField
          key="app"
          id="second-step-code"
          label={t('signin.secondStep.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          autoFocus
          disabled={pending || over}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      ) : (
        <TextField
          key="recovery"
          id="second-step-recovery"
          label={t('signin.secondStep.recoveryCode')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          disabled={pending || over}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      )}

      <label htmlFor="second-step-trust" className="flex items-center gap-2 text-sm text-gray-700">
        <input
          id="second-step-trust"
          type="checkbox"
          className="size-4 rounded border-gray-300 accent-brand-600"
          checked={trustDevice}
          disabled={pending || over}
          onChange={(event) => setTrustDevice(event.target.checked)}
        />
        {t('signin.secondStep.trust')}
      </label>

      {message && <Alert tone="error">{message}</Alert>}

      {over ? (
        <Button type="button" className="w-full" onClick={onRestart}>
          {t('signin.secondStep.again')}
        </Button>
      ) : (
        <div className="space-y-3">
          <Button type="submit" className="w-full" loading={checking} disabled={passkeyBusy}>
            {checking ? t('signin.secondStep.verifying') : t('signin.secondStep.submit')}
          </Button>
          {passkeyHere && (
            <PasskeyButton
              label={t('signin.secondStep.usePasskey')}
              busy={passkeyBusy}
              disabled={pending}
              onClick={() => {
                setMessage(null);
                byPasskey.mutate();
              }}
            />
          )}
        </div>
      )}
      {!over && (
        <div className="flex flex-col items-start gap-2 text-sm">
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            disabled={pending}
            onClick={() => switchTo(kind === 'app' ? 'recovery' : 'app')}
          >
            {t(kind === 'app' ? 'signin.secondStep.useRecovery' : 'signin.secondStep.useApp')}
          </Button>
          <Button
            type="button"
            variant="link"
            className="h-auto p-0 text-gray-500"
            disabled={pending}
            onClick={onRestart}
          >
            {t('signin.backToSignIn')}
          </Button>
        </div>
      )}
    </form>
  );
}
