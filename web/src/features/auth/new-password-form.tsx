import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_PASSWORD_LENGTH, ZPasswordResetConfirm } from '@regulars/contracts';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import { useConfirmPasswordReset } from '../../api/sign-in.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { BackToSignIn, StepIcon } from './reset-steps.tsx';
import { signinRefusal, useSigninFormMessage } from './signin-refusals.ts';

/** The API's rules for the new password, plus the confirmation only this form asks for (its English, see SIGNIN_REFUSALS). */
const ZNewPasswordForm = ZPasswordResetConfirm.pick({ password: true })
  .extend({ confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    error: 'Passwords do not match',
    path: ['confirmation'],
    when: (payload) => payload.issues.length === 0,
  });
type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;

/** The server refused the link itself (used, expired, unknown), not the password. */
const isInvalidToken = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'INVALID_TOKEN' || (error.status === 400 && error.code !== 'VALIDATION'));

/** Chooses a new password with the emailed token; an unusable link is handed back to the page. */
export function NewPasswordForm({ token, onInvalidToken }: { token: string; onInvalidToken: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const form = useForm<TNewPasswordForm>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { password: '', confirmation: '' },
  });
  const update = useConfirmPasswordReset(token, {
    onError: (error) => {
      if (isInvalidToken(error)) onInvalidToken();
      else form.setError(SERVER_ERROR, { message: signinRefusal(words, error) });
    },
  });
  const message = useSigninFormMessage(form.formState.errors, ['password', 'confirmation']);

  if (update.isSuccess) {
    return (
      <div>
        <StepIcon tone="green">
          <CircleCheck className="size-6" aria-hidden />
        </StepIcon>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('signin.newPassword.doneTitle')}</h1>
        <p className="mt-3 text-sm text-gray-600">{t('signin.newPassword.doneText')}</p>
        <Button asChild className="mt-8 w-full">
          <Link to="/login">{t('signin.newPassword.signIn')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div>
      <StepIcon>
        <KeyRound className="size-6" aria-hidden />
      </StepIcon>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('signin.newPassword.title')}</h1>
      <p className="mt-2 text-sm text-gray-500">{t('signin.newPassword.intro')}</p>
      <form className="mt-8 space-y-5" onSubmit={form.handleSubmit((values) => update.mutate(values))} noValidate>
        <TextField
          id="new-password"
          label={t('signin.newPassword.label')}
          hint={t('signin.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          type="password"
          autoComplete="new-password"
          disabled={update.isPending}
          required
          {...form.register('password')}
        />
        <TextField
          id="confirm-password"
          label={t('signin.newPassword.confirm')}
          type="password"
          autoComplete="new-password"
          disabled={update.isPending}
          required
          {...form.register('confirmation')}
        />
        {message && <Alert tone="error">{message}</Alert>}
        <Button type="submit" className="w-full" loading={update.isPending}>
          {update.isPending ? t('signin.newPassword.updating') : t('signin.newPassword.submit')}
        </Button>
      </form>
      <BackToSignIn />
    </div>
  );
}
