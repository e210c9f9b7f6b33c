import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CenteredPage } from '../components/layout/centered-page.tsx';
import { Button } from '../components/ui/button.tsx';
import { useAppWords } from '../lib/app-words.tsx';
import { browserLanguage } from '../lib/browser-language.ts';
import { StaffWords } from '../lib/staff-words.tsx';

/**
 * Any unknown address, in the browser's language: no business's language governs it, whoever is signed in (issue 52).
 * The page's `lang` follows the words (StaffWords).
 */
export function NotFoundPage() {
  const [language] = useState(browserLanguage);
  return (
    <StaffWords language={language} businessLocale={undefined}>
      <NotFound />
    </StaffWords>
  );
}

function NotFound() {
  const { t } = useAppWords();
  return (
    <CenteredPage>
      <div className="text-center">
        <p className="text-sm font-semibold text-brand-600">404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-gray-900">{t('signin.notFound.title')}</h1>
        <p className="mt-3 text-sm text-gray-500">{t('signin.notFound.text')}</p>
        <Button asChild className="mt-8">
          <Link to="/">
            <ArrowLeft className="size-4" aria-hidden />
            {t('signin.backToHome')}
          </Link>
        </Button>
      </div>
    </CenteredPage>
  );
}
