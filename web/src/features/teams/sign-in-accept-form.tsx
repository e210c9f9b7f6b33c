import { zodResolver } from '@hookform/resolvers/zod';
import { acceptWithSignInAs, type TAcceptWithSignIn, type TInvitationDetails } from '@regulars/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { rememberSession } from '../../api/session-cache.ts';
import { acceptWithSecondStep, acceptWithSignIn } from '../../api/teams.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { SecondStepForm } from '../auth/index.ts';
import { useAcceptInvitation, useInvitationFormMessage } from './use-accept-invitation.ts';

/**
 * The 'Sign In' tab: an existing account (the invited email's) joins the team; an account with two-step sign-in gives
 * its code next (SecondStepForm), and joins then.
 */
export function SignInAcceptForm({ token, invitation }: { token: string; invitation: TInvitationDetails }) {
  const { t } = useAppWords();
  const schema = useMemo(() => acceptWithSignInAs(invitation.email), [invitation.email]);
  const form = useForm<TAcceptWithSignIn>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(schema),
    defaultValues: { token, email: '', password: '' },
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [secondStep, setSecondStep] = useState(false);
  const accept = useAcceptInvitation(
    form,
    acceptWithSignIn,
    { failed: 'invitation.signIn.failed', noSession: 'invitation.signIn.noSession' },
    () => setSecondStep(true),
  );
  const pending = accept.isPending || (accept.isSuccess && !secondStep);
  const message = useInvitationFormMessage(form.formState.errors, ['email', 'password', 'token']);

  if (secondStep) {
    return (
      <SecondStepForm
        verify={(request) => acceptWithSecondStep({ token, ...request })}
        onSignedIn={(me) => {
          rememberSession(queryClient, me);
          navigate('/dashboard', { replace: true });
        }}
        onRestart={() => {
          setSecondStep(false);
          accept.reset();
          form.resetField('password');
        }}
      />
    );
  }

  return (
    <form className="space-y-4" onSubmit={form.handleSubmit((values) => accept.mutate(values))} noValidate>
      <div className="space-y-1.5">
        <Label htmlFor="signin-email">{t('invitation.email')}</Label>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          placeholder={invitation.email}
          disabled={pending}
          {...form.register('email')}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="signin-password">{t('invitation.password')}</Label>
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          disabled={pending}
          {...form.register('password')}
        />
      </div>
      {message && <Alert tone="error">{message}</Alert>}
      <Button type="submit" className="w-full" loading={pending}>
        {pending ? t('invitation.signIn.signingIn') : t('invitation.signIn.submit')}
      </Button>
    </form>
  );
}
