import { ArrowLeft, CircleCheck, KeyRound, Link2Off, MailCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmPasswordReset, requestPasswordReset } from '../api/auth.ts';
import { ApiError, errorMessage } from '../api/client.ts';
import { AuthLayout } from '../components/layout/auth-layout.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { validateNewPassword, validateResetRequest } from '../features/auth/validation.ts';

const INVALID_LINK_MESSAGE = 'This reset link is invalid or has expired';

/**
 * Without a token: ask for a reset email. With ?token=: choose a new password.
 * With ?error=INVALID_TOKEN (or a rejected token): explain and offer a fresh link.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      {/* A new query string (e.g. 'Request a new link') starts the flow afresh. */}
      <ResetPasswordFlow
        key={searchParams.toString()}
        token={searchParams.get('token')}
        linkError={searchParams.get('error')}
      />
    </AuthLayout>
  );
}

function ResetPasswordFlow({ token, linkError }: { token: string | null; linkError: string | null }) {
  const [tokenRejected, setTokenRejected] = useState(false);
  if (linkError === 'INVALID_TOKEN' || tokenRejected) return <InvalidLink />;
  if (token) return <NewPasswordForm token={token} onInvalidToken={() => setTokenRejected(true)} />;
  return <RequestResetForm />;
}

function StepIcon({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'green' | 'red' }) {
  const tones = {
    brand: 'bg-brand-50 text-brand-600',
    green: 'bg-emerald-50 text-emerald-600',
    red: 'bg-red-50 text-red-600',
  };
  return <div className={`mb-6 flex size-12 items-center justify-center rounded-xl ${tones[tone]}`}>{children}</div>;
}

function BackToSignIn() {
  return (
    <Link
      to="/login"
      className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-gray-500 hover:text-gray-900"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to sign in
    </Link>
  );
}

function RequestResetForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateResetRequest(email);
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  }

  if (sentTo) {
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
            onClick={() => setSentTo(null)}
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
      <form className="mt-8 space-y-5" onSubmit={handleSubmit} noValidate>
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
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" className="w-full" loading={pending}>
          {pending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      <BackToSignIn />
    </div>
  );
}

function NewPasswordForm({ token, onInvalidToken }: { token: string; onInvalidToken: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmation);
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      await confirmPasswordReset({ token, password });
      setDone(true);
    } catch (caught) {
      if (
        caught instanceof ApiError &&
        (caught.code === 'INVALID_TOKEN' || (caught.status === 400 && caught.code !== 'VALIDATION'))
      ) {
        onInvalidToken();
        return;
      }
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <div>
        <StepIcon tone="green">
          <CircleCheck className="size-6" aria-hidden />
        </StepIcon>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Your password has been updated</h1>
        <p className="mt-3 text-sm text-gray-600">You can now sign in with your new password.</p>
        <Button asChild className="mt-8 w-full">
          <Link to="/login">Sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <div>
      <StepIcon>
        <KeyRound className="size-6" aria-hidden />
      </StepIcon>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Set a new password</h1>
      <p className="mt-2 text-sm text-gray-500">Choose a new password for your account.</p>
      <form className="mt-8 space-y-5" onSubmit={handleSubmit} noValidate>
        <TextField
          id="new-password"
          label="New Password"
          hint="Minimum 6 characters"
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={pending}
          required
        />
        <TextField
          id="confirm-password"
          label="Confirm Password"
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          disabled={pending}
          required
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" className="w-full" loading={pending}>
          {pending ? 'Updating...' : 'Update password'}
        </Button>
      </form>
      <BackToSignIn />
    </div>
  );
}

function InvalidLink() {
  return (
    <div>
      <StepIcon tone="red">
        <Link2Off className="size-6" aria-hidden />
      </StepIcon>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Reset link not valid</h1>
      <Alert tone="error" className="mt-4">
        {INVALID_LINK_MESSAGE}
      </Alert>
      <p className="mt-4 text-sm text-gray-600">Reset links can be used once and expire after a while.</p>
      <Button asChild className="mt-8 w-full">
        <Link to="/reset-password">Request a new link</Link>
      </Button>
      <BackToSignIn />
    </div>
  );
}
