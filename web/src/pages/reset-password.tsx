import { Link2Off } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import {
  BackToSignIn,
  InBrowserLanguage,
  NewPasswordForm,
  ResetPasswordForm,
  StepIcon,
  WayInLayout,
} from '../features/auth/index.ts';
import { useAppWords } from '../lib/app-words.tsx';

/**
 * Without a token: ask for a reset email. With ?token=: choose a new password.
 * With ?error=INVALID_TOKEN (or a rejected token): explain and offer a fresh link.
 * In the browser's language (see InBrowserLanguage).
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  return (
    <InBrowserLanguage>
      <WayInLayout>
        {/* A new query string (e.g. 'Request a new link') starts the flow afresh. */}
        <ResetPasswordFlow
          key={searchParams.toString()}
          token={searchParams.get('token')}
          linkError={searchParams.get('error')}
        />
      </WayInLayout>
    </InBrowserLanguage>
  );
}

function ResetPasswordFlow({ token, linkError }: { token: string | null; linkError: string | null }) {
  const [tokenRejected, setTokenRejected] = useState(false);
  if (linkError === 'INVALID_TOKEN' || tokenRejected) return <InvalidLink />;
  if (token) return <NewPasswordForm token={token} onInvalidToken={() => setTokenRejected(true)} />;
  return <ResetPasswordForm />;
}

function InvalidLink() {
  const { t } = useAppWords();
  return (
    <div>
      <StepIcon tone="red">
        <Link2Off className="size-6" aria-hidden />
      </StepIcon>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('signin.invalidLink.title')}</h1>
      <Alert tone="error" className="mt-4">
        {t('signin.invalidLink.reason')}
      </Alert>
      <p className="mt-4 text-sm text-gray-600">{t('signin.invalidLink.text')}</p>
      <Button asChild className="mt-8 w-full">
        <Link to="/reset-password">{t('signin.invalidLink.requestNew')}</Link>
      </Button>
      <BackToSignIn />
    </div>
  );
}
