import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { PortalSignIn } from '../../features/portal/index.ts';
import { browserLanguage } from '../../lib/browser-language.ts';
import { useWords, WordsProvider } from '../../lib/words.tsx';

/** The portal's way in speaks the browser's language: no business is known yet to take one from (issue 52). */
export function CustomerLoginPage() {
  return (
    <WordsProvider language={browserLanguage()}>
      <CustomerLogin />
    </WordsProvider>
  );
}

function CustomerLogin() {
  const { t } = useWords();
  const panel = {
    eyebrow: t('portalIn.title'),
    title: t('portalIn.panelTitle'),
    text: t('portalIn.panelText'),
    points: [t('portalIn.panelPrograms'), t('portalIn.panelCodes'), t('portalIn.panelQr')],
  };
  return (
    <AuthLayout panel={panel}>
      <PortalSignIn />
    </AuthLayout>
  );
}
