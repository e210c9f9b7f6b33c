import { INVITATION_MESSAGES, MIN_PASSWORD_LENGTH, type TInvitationDetails } from '@regulars/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchMe, meQueryKey } from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { acceptWithNewAccount, acceptWithSignIn } from '../../api/teams.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';

type TFormProps = { token: string; invitation: TInvitationDetails };

/** The server's explanation of a refusal (4xx) or its own 'Failed to …' words; else the spec's fallback. */
function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status >= 400 && error.status < 500) return error.message;
  return error.message.startsWith('Failed to') ? error.message : fallback;
}

export function validateInvitePassword(password: string): string | null {
  if (!password) return 'Password is required';
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  return null;
}

/** After acceptance the session is new: load the profile before entering the app. */
function useFinishAcceptance() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const me = await fetchMe();
    if (!me) throw new Error('Failed to establish session');
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, me);
    navigate('/dashboard', { replace: true });
  };
}

export function CreateAccountForm({ token, invitation }: TFormProps) {
  const finish = useFinishAcceptance();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateInvitePassword(password);
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      await acceptWithNewAccount({ token, firstName, lastName, password });
    } catch (caught) {
      setError(failureMessage(caught, 'Failed to accept invitation'));
      setPending(false);
      return;
    }
    try {
      await finish();
    } catch {
      setError('Failed to create session');
      setPending(false);
    }
  }

  return (
    <form className="space-y-4" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="first-name">First Name</Label>
          <Input
            id="first-name"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            disabled={pending}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="last-name">Last Name</Label>
          <Input
            id="last-name"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            disabled={pending}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="create-email">Email</Label>
        <Input id="create-email" type="email" value={invitation.email} disabled readOnly />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="create-password">Password</Label>
        <Input
          id="create-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(error) || undefined}
          disabled={pending}
        />
        <FieldHint>Minimum 6 characters</FieldHint>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" className="w-full" loading={pending}>
        {pending ? 'Accepting Invitation...' : 'Accept & Create Account'}
      </Button>
    </form>
  );
}

export function SignInAcceptForm({ token, invitation }: TFormProps) {
  const finish = useFinishAcceptance();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let problem: string | null = null;
    if (!email.trim() || !password) problem = 'Email and password are required';
    else if (email.trim().toLowerCase() !== invitation.email.toLowerCase()) {
      problem = INVITATION_MESSAGES.wrongEmail(invitation.email);
    }
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      await acceptWithSignIn({ token, email: email.trim(), password });
    } catch (caught) {
      setError(failureMessage(caught, 'Failed to log in'));
      setPending(false);
      return;
    }
    try {
      await finish();
    } catch {
      setError('Failed to establish session');
      setPending(false);
    }
  }

  return (
    <form className="space-y-4" onSubmit={handleSubmit} noValidate>
      <div className="space-y-1.5">
        <Label htmlFor="signin-email">Email</Label>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          placeholder={invitation.email}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={pending}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="signin-password">Password</Label>
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={pending}
        />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" className="w-full" loading={pending}>
        {pending ? 'Signing In...' : 'Sign In & Accept Invitation'}
      </Button>
    </form>
  );
}
