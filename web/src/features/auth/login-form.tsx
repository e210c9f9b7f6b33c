import { zodResolver } from '@hookform/resolvers/zod';
import { type TLoginRequest, type TMe, ZLoginRequest } from '@regulars/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { homeFor, useAuthConfig } from '../../api/auth.ts';
import { rememberSession } from '../../api/session-cache.ts';
import { useLogin } from '../../api/sign-in.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { useScreenLoading } from '../../lib/lazy-page.ts';
import { GoogleSection } from './google-button.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { SecondStepForm } from './second-step-form.tsx';
import { signinRefusal, useSigninFormMessage } from './signin-refusals.ts';
import { ssoReturnMessage, ssoReturnReason } from './sso-return.ts';
import { SsoSignInForm } from './sso-sign-in-form.tsx';

/**
 * Email and password (and Google and passkeys, when the server offers them); the red box shows one problem at a time.
 * An account with two-step sign-in then asks for its code (SecondStepForm). "Sign in with single sign-on" swaps in the
 * work email form (SsoSignInForm); `ssoReturn` is /login?sso=<reason>, the provider's return that did not sign in.
 */
export function LoginForm({ ssoReturn = null }: { ssoReturn?: string | null }) {
  const words = useAppWords();
  const { t } = words;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const authConfig = useAuthConfig();
  const form = useForm<TLoginRequest>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const [secondStep, setSecondStep] = useState(false);
  const reason = ssoReturnReason(ssoReturn);
  // Back from the provider, the single sign-on form again; but an account refused it for its own two steps signs in here.
  const [way, setWay] = useState<'password' | 'sso'>(reason && reason !== 'notAllowed' ? 'sso' : 'password');
  // The visitor chose the other form: the return's message is old news, and the form's email field takes the focus.
  const [switched, setSwitched] = useState(false);
  const returned = switched ? null : reason;
  const switchTo = (next: 'password' | 'sso') => {
    setSwitched(true);
    setWay(next);
  };
  const enter = (me: TMe) => {
    // The guards read the cache synchronously, so it holds the new user before we navigate.
    rememberSession(queryClient, me);
    navigate(homeFor(me), { replace: true });
  };
  const signIn = useLogin({
    onSuccess: (answer) => {
      if ('secondStep' in answer) setSecondStep(true);
      else enter(answer);
    },
    onError: (error) =>
      form.setError(SERVER_ERROR, { message: signinRefusal(words, error, 'signin.refusal.loginFailed') }),
  });
  // Still busy after success: the page is on its way to the app.
  const pending = signIn.isPending || (signIn.isSuccess && !secondStep);
  // A link was followed ('Forgot password?', 'Sign up') and the next screen's code is on its way: what is typed here
  // now would be lost, so the form waits under the loading bar.
  const leaving = useScreenLoading();
  const locked = pending || leaving;
  const checked = useSigninFormMessage(form.formState.errors, ['email', 'password']);
  const message =
    checked ??
    (returned === 'notAllowed' && form.formState.submitCount === 0 ? ssoReturnMessage(words, returned) : null);
  const googleEnabled = authConfig.data?.googleEnabled === true;

  useEffect(() => {
    // Back from the single sign-on form: on to the password, the email being carried over.
    if (way === 'password' && switched) form.setFocus(form.getValues('email') ? 'password' : 'email');
  }, [way, switched, form]);

  if (secondStep) {
    return (
      <SecondStepForm
        onSignedIn={enter}
        onRestart={() => {
          setSecondStep(false);
          signIn.reset();
          form.resetField('password');
        }}
      />
    );
  }

  if (way === 'sso') {
    return (
      <SsoSignInForm
        email={form.getValues('email')}
        returned={returned === 'notAllowed' ? null : returned}
        focus={switched}
        onUsePassword={(email) => {
          form.setValue('email', email);
          switchTo('password');
        }}
      />
    );
  }

  return (
    <>
      <GoogleSection
        enabled={googleEnabled}
        label={t('signin.login.google')}
        onError={(text) => form.setError(SERVER_ERROR, { message: text })}
        disabled={locked}
      />

      <form
        className={googleEnabled ? 'space-y-5' : 'mt-8 space-y-5'}
        onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
        noValidate
        aria-busy={leaving || undefined}
      >
        <TextField
          id="email"
          label={t('signin.email')}
          type="email"
          autoComplete="email"
          placeholder={t('signin.emailPlaceholder')}
          disabled={locked}
          required
          {...form.register('email')}
        />
        <div className="space-y-1.5">
          <div className="flex items-center justify-between">
            <Label htmlFor="password">{t('signin.password')}</Label>
            <Link to="/reset-password" className="text-sm font-medium text-brand-600 hover:text-brand-700">
              {t('signin.login.forgot')}
            </Link>
          </div>
          <Input
            id="password"
            type="password"
            autoComplete="current-password"
            disabled={locked}
            required
            {...form.register('password')}
          />
        </div>

        {message && <Alert tone="error">{message}</Alert>}

        <Button type="submit" className="w-full" loading={pending} disabled={leaving}>
          {pending ? t('signin.login.signingIn') : t('signin.login.submit')}
        </Button>
      </form>

      <PasskeySignIn
        onSignedIn={enter}
        onError={(text) => form.setError(SERVER_ERROR, { message: text })}
        disabled={locked}
      />

      <div className="mt-6 text-center">
        <button
          type="button"
          onClick={() => switchTo('sso')}
          disabled={locked}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-gray-600 hover:text-gray-900 disabled:text-gray-400"
        >
          <KeyRound className="size-4" aria-hidden />
          {t('signin.sso.link')}
        </button>
      </div>
    </>
  );
}
