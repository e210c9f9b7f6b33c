import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { InBrowserLanguage, LoginForm, WayInLayout } from '../features/auth/index.ts';
import { useAppWords } from '../lib/app-words.tsx';

/** /login, in the browser's language (see InBrowserLanguage). */
export function LoginPage() {
  return (
    <InBrowserLanguage>
      <Login />
    </InBrowserLanguage>
  );
}

function Login() {
  const { t } = useAppWords();
  // The provider's return that did not sign in (issue 53): /login?sso=<reason>.
  const ssoReturn = useSearchParams()[0].get('sso');
  return (
    <WayInLayout>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('signin.login.title')}</h1>
      <p className="mt-2 text-sm text-gray-500">
        {t('signin.login.noAccount')}{' '}
        <Link to="/signup" className="font-semibold text-brand-600 hover:text-brand-700">
          {t('signin.login.signUp')}
        </Link>
      </p>

      <LoginForm ssoReturn={ssoReturn} />

      <Link
        to="/"
        className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-gray-500 hover:text-gray-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('signin.backToHome')}
      </Link>
    </WayInLayout>
  );
}
