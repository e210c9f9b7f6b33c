import { zodResolver } from '@hookform/resolvers/zod';
import { type TPasswordResetRequest, ZPasswordResetRequest } from '@regulars/contracts';
import { KeyRound, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/client.ts';
import { useRequestPasswordReset } from '../../api/sign-in.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { formMessage, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { BackToSignIn, StepIcon } from './reset-steps.tsx';

/** Asks for a reset link, then says it was sent whether or not the account exists. */
export function ResetPasswordForm() {
  const form = useForm<TPasswordResetRequest>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZPasswordResetRequest),
    defaultValues: { email: '' },
  });
  const sendLink = useRequestPasswordReset({
    onError: (error) => form.setError(SERVER_ERROR, { message: errorMessage(error) }),
  });
  const message = formMessage(form.formState.errors, ['email']);

  if (sendLink.isSuccess) {
    // As typed (trimmed), not as sent (lowercased).
    const sentTo = form.getValues('email').trim();
    return (
      <div>
        <StepIcon tone="green">
          <MailCheck className="size-6" aria-hidden />
        </StepIcon>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Check your email</h1>
        <p className="mt-3 text-sm text-gray-600">
          If an account exists for {sentTo}, we sent a link to reset your password.
        </p>
        <p className="mt-3 text-sm text-gray-500">
          Didn&apos;t get it? Check your spam folder or{' '}
          <button
            type="button"
            className="font-semibold text-brand-600 hover:text-brand-700"
            onClick={() => sendLink.reset()}
          >
            try another email
          </button>
          .
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
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Reset your password</h1>
      <p className="mt-2 text-sm text-gray-500">
        Enter the email you signed up with and we&apos;ll send you a reset link.
      </p>
      <form className="mt-8 space-y-5" onSubmit={form.handleSubmit((values) => sendLink.mutate(values))} noValidate>
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@business.com"
          disabled={sendLink.isPending}
          required
          {...form.register('email')}
        />
        {message && <Alert tone="error">{message}</Alert>}
        <Button type="submit" className="w-full" loading={sendLink.isPending}>
          {sendLink.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      <BackToSignIn />
    </div>
  );
}
