import type { THostBrand } from '@regulars/contracts';
import { useState } from 'react';
import { useHostBrand } from '../../api/host-brand.ts';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { CompanyMark } from '../../components/ui/company-mark.tsx';
import { browserLanguage } from '../../lib/browser-language.ts';
import { logoPathOf } from '../../lib/logo-path.ts';
import { useTabTitle } from '../../lib/use-tab-title.ts';
import { useWords, WordsProvider } from '../../lib/words.tsx';
import { brandPalette } from '../branding/index.ts';
import { PortalSignIn } from './portal-sign-in.tsx';

/**
 * /customer/login. On the platform's address it speaks the browser's language: no business is known yet to take one
 * from (issue 52). On a business's own domain (issue 53) the page is that business's: its name and mark in its colours,
 * its name as the tab's title, its language, and never the platform's mark (as a white-label invitation, issue 53).
 */
export function PortalWayIn() {
  const host = useHostBrand();
  const [browser] = useState(browserLanguage);
  return (
    <WordsProvider language={host.data?.language ?? browser}>
      <WayIn host={host.data} />
    </WordsProvider>
  );
}

/** `host`: undefined until the server has said whose address this is, null on the platform's. */
function WayIn({ host }: { host: THostBrand | null | undefined }) {
  const { t } = useWords();
  useTabTitle(host?.name ?? null);
  const panel = {
    eyebrow: host?.name ?? t('portalIn.title'),
    title: t('portalIn.panelTitle'),
    text: t('portalIn.panelText'),
    points: [t('portalIn.panelPrograms'), t('portalIn.panelCodes'), t('portalIn.panelQr')],
  };
  // The platform's logo only once the server said this is its address: an own domain's customers never see it.
  const mark =
    host === undefined ? (
      false
    ) : host === null ? undefined : (
      <CompanyMark
        name={host.name}
        logoUrl={host.brand.logo ? logoPathOf(host.brand.logo.url) : null}
        testId="host-company-mark"
      />
    );
  return (
    <AuthLayout panel={panel} mark={mark} style={brandPalette(host?.brand)}>
      <PortalSignIn homeLink={!host} />
    </AuthLayout>
  );
}
