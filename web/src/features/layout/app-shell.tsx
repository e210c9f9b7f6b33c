import { ShieldCheck } from 'lucide-react';
import { useMe } from '../../api/auth.ts';
import { ClosedScreen } from '../closing/closed-screen.tsx';
import { HelpButton } from '../support/help-button.tsx';
import { businessNav, type NavItem } from './nav-items.ts';
import { Shell } from './shell.tsx';

const superAdminLink: NavItem = { to: '/admin/dashboard', label: 'Super Admin', icon: ShieldCheck };

/** The business app frame; its routes are already guarded, so a user is present. */
export function AppShell() {
  const { data: me } = useMe();
  const title = me?.business?.companyName ?? me?.tenant?.companyName ?? 'Regulars';
  // A closed business (issue 33) shows its team nothing but the closed screen, whatever the address.
  if (me?.business?.closedAt) return <ClosedScreen userEmail={me.user.email} />;
  return (
    <Shell
      title={title}
      subtitle={me?.business?.tierName ? `${me.business.tierName} plan` : undefined}
      homeHref="/dashboard"
      nav={businessNav}
      secondaryNav={me?.isSuperAdmin ? [superAdminLink] : undefined}
      userEmail={me?.user.email}
      actions={<HelpButton />}
    />
  );
}
