import { zodResolver } from '@hookform/resolvers/zod';
import { type TPasswordResetRequest, ZPasswordResetRequest } from '@regulars/contracts';
import { KeyRound, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useRequestPasswordReset } from '../../api/sign-in.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { partsAround } from '../../lib/parts-around.ts';
import { BackToSignIn, StepIcon } from './reset-steps.tsx';
import { signinRefusal, useSigninFormMessage } from './signin-refusals.ts';

/** Asks for a reset link, then says it was sent whether or not the account exists. */
export function ResetPasswordForm() {
  const words = useAppWords();
  const { t } = words;
  const form = useForm<TPasswordResetRequest>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZPasswordResetRequest),
    defaultValues: { email: '' },
  });
  const sendLink = useRequestPasswordReset({
    onError: (error) => form.setError(SERVER_ERROR, { message: signinRefusal(words, error) }),
  });
  const message = useSigninFormMessage(form.formState.errors, ['email']);

  if (sendLink.isSuccess) {
    // As typed (trimmed), not as sent (lowercased).
    const sentTo = form.getValues('email').trim();
    const [before, after] = partsAround((link) => t('signin.reset.notReceived', { link }));
    return (
      <div>
        <StepIcon tone="green">
          <MailCheck className="size-6" aria-hidden />
        </StepIcon>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('signin.reset.sentTitle')}</h1>
        <p className="mt-3 text-sm text-gray-600">{t('signin.reset.sentText', { email: sentTo })}</p>
        <p className="mt-3 text-sm text-gray-500">
          {before}
          <button
            type="button"
            className="font-semibold text-brand-600 hover:text-brand-700"
            onClick={() => sendLink.reset()}
          >
            {t('signin.reset.tryAnother')}
          </button>
          {after}
        </p>
        <BackToSignIn />
      </div>
    );
  }

  return (
    <div>
      <StepIcon>
        <KeyRound className="size-6" aria-hidden />
      </StepIcon>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('signin.reset.title')}</h1>
      <p className="mt-2 text-sm text-gray-500">{t('signin.reset.intro')}</p>
      <form className="mt-8 space-y-5" onSubmit={form.handleSubmit((values) => sendLink.mutate(values))} noValidate>
        <TextField
          id="email"
          label={t('signin.email')}
          type="email"
          autoComplete="email"
          placeholder={t('signin.emailPlaceholder')}
          disabled={sendLink.isPending}
          required
          {...form.register('email')}
        />
        {message && <Alert tone="error">{message}</Alert>}
        <Button type="submit" className="w-full" loading={sendLink.isPending}>
          {sendLink.isPending ? t('signin.reset.sending') : t('signin.reset.submit')}
        </Button>
      </form>
      <BackToSignIn />
    </div>
  );
}
