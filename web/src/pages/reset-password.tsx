import { RESET_LINK_INVALID } from '@regulars/contracts';
import { Link2Off } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/layout/auth-layout.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { BackToSignIn, NewPasswordForm, ResetPasswordForm, StepIcon } from '../features/auth/index.ts';

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
  return <ResetPasswordForm />;
}

function InvalidLink() {
  return (
    <div>
      <StepIcon tone="red">
        <Link2Off className="size-6" aria-hidden />
      </StepIcon>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Reset link not valid</h1>
      <Alert tone="error" className="mt-4">
        {RESET_LINK_INVALID}
      </Alert>
      <p className="mt-4 text-sm text-gray-600">Reset links can be used once and expire after a while.</p>
      <Button asChild className="mt-8 w-full">
        <Link to="/reset-password">Request a new link</Link>
      </Button>
      <BackToSignIn />
    </div>
  );
}
