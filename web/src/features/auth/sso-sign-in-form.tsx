import { zodResolver } from '@hookform/resolvers/zod';
import { type TSsoRefusalReason, type TSsoStart, ZSsoStart } from '@regulars/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useStartSso } from '../../api/single-sign-on.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { useScreenLoading } from '../../lib/lazy-page.ts';
import { signinRefusal, useSigninFormMessage } from './signin-refusals.ts';
import { ssoReturnMessage } from './sso-return.ts';

type Props = {
  /** What was typed in the password form's email, carried over. */
  email: string;
  /** Why the provider's last return did not sign in: shown until the next attempt. */
  returned: TSsoRefusalReason | null;
  /** Chosen from a link (not opened by the provider's return): the email field takes the focus. */
  focus: boolean;
  onUsePassword: (email: string) => void;
};

/**
 * "Sign in with single sign-on": the work email says whose provider; the server answers its sign-in page and the
 * browser goes there. The red box says a refusal, the provider's return's included, in the visitor's words.
 */
export function SsoSignInForm({ email, returned, focus, onUsePassword }: Props) {
  const words = useAppWords();
  const { t } = words;
  const form = useForm<TSsoStart>({ ...CHECK_ON_SUBMIT, resolver: zodResolver(ZSsoStart), defaultValues: { email } });
  const start = useStartSso({
    onError: (error) => form.setError(SERVER_ERROR, { message: signinRefusal(words, error, 'signin.sso.failed') }),
  });
  // Still busy after success: the page is on its way to the provider.
  const pending = start.isPending || start.isSuccess;
  const leaving = useScreenLoading();
  const checked = useSigninFormMessage(form.formState.errors, ['email']);
  const message = checked ?? (returned && form.formState.submitCount === 0 ? ssoReturnMessage(words, returned) : null);

  useEffect(() => {
    if (focus) form.setFocus('email');
  }, [focus, form]);

  return (
    <form
      className="mt-8 space-y-5"
      onSubmit={form.handleSubmit((values) => start.mutate(values))}
      noValidate
      aria-label={t('signin.sso.link')}
      aria-busy={leaving || undefined}
      data-testid="sso-sign-in-form"
    >
      <p className="text-sm leading-relaxed text-gray-600">{t('signin.sso.intro')}</p>
      <TextField
        id="sso-email"
        label={t('signin.sso.email')}
        type="email"
        autoComplete="email"
        placeholder={t('signin.sso.emailPlaceholder')}
        disabled={pending || leaving}
        required
        {...form.register('email')}
      />

      {message && <Alert tone="error">{message}</Alert>}

      <Button type="submit" className="w-full" loading={pending} disabled={leaving}>
        {pending ? t('signin.sso.starting') : t('signin.sso.submit')}
      </Button>
      <div className="text-center">
        <button
          type="button"
          onClick={() => onUsePassword(form.getValues('email'))}
          disabled={pending}
          className="text-sm font-medium text-brand-600 hover:text-brand-700 disabled:text-gray-400"
        >
          {t('signin.sso.usePassword')}
        </button>
      </div>
    </form>
  );
}
