import type { TInvitationDetails } from '@regulars/contracts';
import type { ReactNode } from 'react';
import { CenteredPage } from '../../components/layout/centered-page.tsx';
import { CompanyMark } from '../../components/ui/company-mark.tsx';
import { useTabTitle } from '../../lib/use-tab-title.ts';
import { brandPalette } from '../branding/index.ts';

/**
 * The accept page's frame. Until the invitation is read nothing is said of whose it is (a white-label business's
 * people never see the platform's mark, issue 53); then a white-label plan's invitation shows the company's logo (or
 * initial) and name in its colours, with its name as the tab's title, any other the platform's logo.
 */
export function InvitationFrame({
  invitation,
  children,
}: {
  invitation: TInvitationDetails | null;
  children: ReactNode;
}) {
  // The tab says whose page it is, not the platform's name.
  useTabTitle(invitation?.brand.whiteLabel ? invitation.companyName : null);
  if (!invitation) return <CenteredPage mark={false}>{children}</CenteredPage>;
  const { brand, companyName } = invitation;
  if (!brand.whiteLabel) return <CenteredPage>{children}</CenteredPage>;
  return (
    <CenteredPage
      style={brandPalette(brand)}
      mark={<CompanyMark name={companyName} logoUrl={brand.logo?.url} testId="invitation-company-mark" />}
    >
      {children}
    </CenteredPage>
  );
}
