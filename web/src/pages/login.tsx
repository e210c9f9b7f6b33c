import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { homeFor, login, meQueryKey, useAuthConfig } from '../api/auth.ts';
import { errorMessage } from '../api/client.ts';
import { AuthLayout } from '../components/layout/auth-layout.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { GoogleButton, OrDivider } from '../features/auth/google-button.tsx';
import { validateLogin } from '../features/auth/validation.ts';

export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const authConfig = useAuthConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateLogin({ email, password });
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      const me = await login({ email: email.trim(), password });
      // The cache is read synchronously by the guards, so set it before navigating.
      queryClient.setQueryData(meQueryKey, me);
      navigate(homeFor(me), { replace: true });
    } catch (caught) {
      setError(errorMessage(caught));
      setPending(false);
    }
  }

  return (
    <AuthLayout>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Sign in to your account</h1>
      <p className="mt-2 text-sm text-gray-500">
        Don&apos;t have an account?{' '}
        <Link to="/signup" className="font-semibold text-brand-600 hover:text-brand-700">
          Sign up
        </Link>
      </p>

      {authConfig.data?.googleEnabled && (
        <div className="mt-8">
          <GoogleButton label="Sign in with Google" onError={setError} disabled={pending} />
          <OrDivider />
        </div>
      )}

      <form
        className={authConfig.data?.googleEnabled ? 'space-y-5' : 'mt-8 space-y-5'}
        onSubmit={handleSubmit}
        noValidate
      >
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
        <div className="space-y-1.5">
          <div className="flex items-center justify-between">
            <Label htmlFor="password">Password</Label>
            <Link to="/reset-password" className="text-sm font-medium text-brand-600 hover:text-brand-700">
              Forgot password?
            </Link>
          </div>
          <Input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={pending}
            required
          />
        </div>

        {error && <Alert tone="error">{error}</Alert>}

        <Button type="submit" className="w-full" loading={pending}>
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>

      <Link
        to="/"
        className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-gray-500 hover:text-gray-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Home
      </Link>
    </AuthLayout>
  );
}
