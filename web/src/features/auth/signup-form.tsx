import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_PASSWORD_LENGTH, type TSignupRequest, ZSignupRequest } from '@regulars/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchMe, useAuthConfig } from '../../api/auth.ts';
import { rememberSession } from '../../api/session-cache.ts';
import { useSignUp } from '../../api/sign-up.ts';
import { useTiers, useTrialDays } from '../../api/tiers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { APP_ENGLISH_WORDS, useAppWords } from '../../lib/app-words.tsx';
import { SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { defaultTierId, PlanChooser, PlanChooserError, PlanChooserSkeleton } from '../pricing/index.ts';
import { GoogleSection } from './google-button.tsx';
import { signinRefusal, useSigninFormMessage } from './signin-refusals.ts';

/** In English (the spec's words); the form says it in the visitor's. */
export const CHECKOUT_FAILED = APP_ENGLISH_WORDS.t('signin.signup.checkoutFailed');
export const CHECKOUT_FAILED_REDIRECT_MS = 2000;
/** The plans' placeholder or error, which explains why 'Create Account' is not available yet. */
const PLANS_STATUS_ID = 'signup-plans-status';

/** Company, email, password and plan; Create Account goes to the dashboard or to checkout. */
export function SignupForm() {
  const words = useAppWords();
  const { t } = words;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const authConfig = useAuthConfig();
  const tiers = useTiers();
  const trialDays = useTrialDays();
  const form = useForm<TSignupRequest>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZSignupRequest),
    defaultValues: { companyName: '', email: '', password: '', tierId: '' },
  });
  const createAccount = useSignUp({
    onSuccess: ({ redirectTo, checkoutFailed, me }) => {
      if (checkoutFailed) {
        // The account exists; only checkout could not start: say so, then go to /dashboard after 2 s.
        form.setError(SERVER_ERROR, { message: t('signin.signup.checkoutFailed') });
        setTimeout(async () => {
          rememberSession(queryClient, await fetchMe().catch(() => null));
          navigate('/dashboard', { replace: true });
        }, CHECKOUT_FAILED_REDIRECT_MS);
        return;
      }
      if (/^https?:\/\//i.test(redirectTo)) {
        window.location.assign(redirectTo);
        return;
      }
      rememberSession(queryClient, me);
      navigate(redirectTo, { replace: true });
    },
    onError: (error) => form.setError(SERVER_ERROR, { message: signinRefusal(words, error) }),
  });
  // Still busy after success: the page is on its way to the app or to checkout.
  const pending = createAccount.isPending || createAccount.isSuccess;

  // Free (or the tier named in ?tier=) is preselected until the user picks one.
  const chosenTierId = form.watch('tierId');
  const tierId = chosenTierId || (tiers.data ? defaultTierId(tiers.data, searchParams.get('tier')) : null);
  // Until the plans are in, no plan is really selected: submitting would be refused for a missing tier.
  const plansReady = tierId !== null;

  function submit(event: FormEvent<HTMLFormElement>) {
    // A submit that gets past the disabled button (a script, Enter in an old browser) does nothing either.
    if (pending || !plansReady) {
      event.preventDefault();
      return;
    }
    form.setValue('tierId', tierId);
    return form.handleSubmit((values) => createAccount.mutate(values))(event);
  }

  const message = useSigninFormMessage(form.formState.errors, ['companyName', 'email', 'password', 'tierId']);
  const googleEnabled = authConfig.data?.googleEnabled === true;

  return (
    <>
      <GoogleSection
        enabled={googleEnabled}
        label={t('signin.signup.google')}
        onError={(text) => form.setError(SERVER_ERROR, { message: text })}
        disabled={pending}
      />

      <form className={googleEnabled ? 'space-y-5' : 'mt-8 space-y-5'} onSubmit={submit} noValidate>
        <TextField
          id="companyName"
          label={t('signin.signup.companyName')}
          autoComplete="organization"
          placeholder={t('signin.signup.companyPlaceholder')}
          disabled={pending}
          required
          {...form.register('companyName')}
        />
        <TextField
          id="email"
          label={t('signin.email')}
          type="email"
          autoComplete="email"
          placeholder={t('signin.emailPlaceholder')}
          disabled={pending}
          required
          {...form.register('email')}
        />
        <TextField
          id="password"
          label={t('signin.password')}
          hint={t('signin.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          type="password"
          autoComplete="new-password"
          disabled={pending}
          required
          {...form.register('password')}
        />

        {tiers.isPending ? (
          <PlanChooserSkeleton id={PLANS_STATUS_ID} />
        ) : tiers.isError || !plansReady ? (
          <PlanChooserError id={PLANS_STATUS_ID} onRetry={() => tiers.refetch()} retrying={tiers.isFetching} />
        ) : (
          <PlanChooser
            tiers={tiers.data}
            trialDays={trialDays}
            value={tierId}
            onChange={(id) => form.setValue('tierId', id)}
            disabled={pending}
          />
        )}

        {message && <Alert tone="error">{message}</Alert>}

        <Button
          type="submit"
          className="w-full"
          loading={pending || tiers.isPending}
          disabled={!plansReady}
          aria-describedby={plansReady ? undefined : PLANS_STATUS_ID}
        >
          {pending ? t('signin.signup.creating') : t('signin.signup.submit')}
        </Button>
      </form>
    </>
  );
}
