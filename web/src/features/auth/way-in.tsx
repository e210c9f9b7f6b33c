import { type ReactNode, useState } from 'react';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { PRODUCT_NAME } from '../../components/ui/logo.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { browserLanguage } from '../../lib/browser-language.ts';
import { StaffWords } from '../../lib/staff-words.tsx';

/**
 * The owner's way in (/login, /signup, /reset-password) speaks the browser's first language we speak: nobody is
 * signed in yet to take one from, and no business's locale governs it (issue 52). The page's `lang` follows the words
 * (StaffWords).
 */
export function InBrowserLanguage({ children }: { children: ReactNode }) {
  const [language] = useState(browserLanguage);
  return (
    <StaffWords language={language} businessLocale={undefined}>
      {children}
    </StaffWords>
  );
}

/** AuthLayout with its brand panel in the visitor's words. */
export function WayInLayout({ children }: { children: ReactNode }) {
  const { t } = useAppWords();
  const panel = {
    eyebrow: PRODUCT_NAME,
    title: t('signin.panel.title'),
    text: t('signin.panel.text'),
    points: [t('signin.panel.rewards'), t('signin.panel.qr'), t('signin.panel.campaigns')],
  };
  return <AuthLayout panel={panel}>{children}</AuthLayout>;
}
