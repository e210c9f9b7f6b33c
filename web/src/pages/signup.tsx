import { Link } from 'react-router';
import { InBrowserLanguage, SignupForm, WayInLayout } from '../features/auth/index.ts';
import { useAppWords } from '../lib/app-words.tsx';

/** /signup, in the browser's language (see InBrowserLanguage); its money is still proposed from the browser's locale. */
export function SignupPage() {
  return (
    <InBrowserLanguage>
      <Signup />
    </InBrowserLanguage>
  );
}

function Signup() {
  const { t } = useAppWords();
  return (
    <WayInLayout>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('signin.signup.title')}</h1>
      <p className="mt-2 text-sm text-gray-500">
        {t('signin.signup.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-brand-600 hover:text-brand-700">
          {t('signin.signup.signIn')}
        </Link>
      </p>
      <SignupForm />
    </WayInLayout>
  );
}
