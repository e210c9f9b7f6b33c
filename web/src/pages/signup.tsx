import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fetchMe, meQueryKey, signup, useAuthConfig } from '../api/auth.ts';
import { errorMessage } from '../api/client.ts';
import { useTiers } from '../api/tiers.ts';
import { AuthLayout } from '../components/layout/auth-layout.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { GoogleButton, OrDivider } from '../features/auth/google-button.tsx';
import { validateSignup } from '../features/auth/validation.ts';
import { PlanChooser, PlanChooserError, PlanChooserSkeleton } from '../features/pricing/plan-chooser.tsx';
import { defaultTierId } from '../features/pricing/pricing.ts';

export const CHECKOUT_FAILED = 'Failed to redirect to checkout. You can upgrade from your dashboard.';
export const CHECKOUT_FAILED_REDIRECT_MS = 2000;
/** The plans' placeholder or error, which explains why 'Create Account' is not available yet. */
const PLANS_STATUS_ID = 'signup-plans-status';

export function SignupPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const authConfig = useAuthConfig();
  const tiers = useTiers();
  const [companyName, setCompanyName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [chosenTierId, setChosenTierId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // Free (or the tier named in ?tier=) is preselected until the user picks one.
  const tierId = chosenTierId ?? (tiers.data ? defaultTierId(tiers.data, searchParams.get('tier')) : null);
  // Until the plans are in, no plan is really selected: submitting would be refused for a missing tier.
  const plansReady = tierId !== null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A submit that gets past the disabled button (a script, Enter in an old browser) does nothing either.
    if (pending || !plansReady) return;
    const problem = validateSignup({ companyName, email, password, tierId });
    setError(problem);
    if (problem || !tierId) return;
    setPending(true);
    try {
      const { redirectTo, checkoutFailed } = await signup({
        companyName: companyName.trim(),
        email: email.trim(),
        password,
        tierId,
      });
      if (checkoutFailed) {
        // The account exists; only checkout could not start (spec section 4: message, then /dashboard after 2 s).
        setError(CHECKOUT_FAILED);
        setTimeout(async () => {
          queryClient.setQueryData(meQueryKey, await fetchMe().catch(() => null));
          navigate('/dashboard', { replace: true });
        }, CHECKOUT_FAILED_REDIRECT_MS);
        return;
      }
      if (/^https?:\/\//i.test(redirectTo)) {
        window.location.assign(redirectTo);
        return;
      }
      const me = await fetchMe();
      queryClient.setQueryData(meQueryKey, me);
      navigate(redirectTo, { replace: true });
    } catch (caught) {
      setError(errorMessage(caught));
      setPending(false);
    }
  }

  const googleEnabled = authConfig.data?.googleEnabled === true;

  return (
    <AuthLayout>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Create your account</h1>
      <p className="mt-2 text-sm text-gray-500">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-600 hover:text-brand-700">
          Sign in
        </Link>
      </p>

      {googleEnabled && (
        <div className="mt-8">
          <GoogleButton label="Sign up with Google" onError={setError} disabled={pending} />
          <OrDivider />
        </div>
      )}

      <form className={googleEnabled ? 'space-y-5' : 'mt-8 space-y-5'} onSubmit={handleSubmit} noValidate>
        <TextField
          id="companyName"
          label="Company Name"
          name="companyName"
          autoComplete="organization"
          placeholder="Blue Door Coffee"
          value={companyName}
          onChange={(event) => setCompanyName(event.target.value)}
          disabled={pending}
          required
        />
        <TextField
          id="email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@business.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={pending}
          required
        />
        <TextField
          id="password"
          label="Password"
          hint="Minimum 6 characters"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={pending}
          required
        />

        {tiers.isPending ? (
          <PlanChooserSkeleton id={PLANS_STATUS_ID} />
        ) : tiers.isError || !plansReady ? (
          <PlanChooserError id={PLANS_STATUS_ID} onRetry={() => tiers.refetch()} retrying={tiers.isFetching} />
        ) : (
          <PlanChooser tiers={tiers.data} value={tierId} onChange={setChosenTierId} disabled={pending} />
        )}

        {error && <Alert tone="error">{error}</Alert>}

        <Button
          type="submit"
          className="w-full"
          loading={pending || tiers.isPending}
          disabled={!plansReady}
          aria-describedby={plansReady ? undefined : PLANS_STATUS_ID}
        >
          {pending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
