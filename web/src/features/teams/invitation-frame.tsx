import type { TInvitationDetails } from '@regulars/contracts';
import { type ReactNode, useEffect } from 'react';
import { CenteredPage } from '../../components/layout/centered-page.tsx';
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
  const ownName = invitation?.brand.whiteLabel ? invitation.companyName : null;
  useEffect(() => {
    if (!ownName) return;
    // The tab says whose page it is, not the platform's name (index.html's title).
    const before = document.title;
    document.title = ownName;
    return () => {
      document.title = before;
    };
  }, [ownName]);
  if (!invitation) return <CenteredPage mark={false}>{children}</CenteredPage>;
  const { brand, companyName } = invitation;
  if (!brand.whiteLabel) return <CenteredPage>{children}</CenteredPage>;
  return (
    <CenteredPage
      style={brandPalette(brand)}
      mark={
        <span className="inline-flex items-center gap-2.5" data-testid="invitation-company-mark">
          {brand.logo ? (
            <img src={brand.logo.url} alt="" className="h-8 w-auto max-w-40 object-contain" />
          ) : (
            <span
              className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-sm font-bold text-white"
              aria-hidden
            >
              {companyName.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <span className="text-lg font-semibold tracking-tight text-gray-900">{companyName}</span>
        </span>
      }
    >
      {children}
    </CenteredPage>
  );
}
