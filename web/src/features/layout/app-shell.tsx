import { Briefcase, ShieldCheck } from 'lucide-react';
import { useMe } from '../../api/auth.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { BusinessSwitcher } from '../agency/index.ts';
import { ClosedScreen } from '../closing/index.ts';
import { HelpButton } from '../support/index.ts';
import { businessNav, type NavItem } from './nav-items.ts';
import { Shell } from './shell.tsx';

const superAdminLink: NavItem = { to: '/admin/dashboard', label: 'Super Admin', icon: ShieldCheck };
const clientsLink: NavItem = { to: '/clients', label: 'Clients', icon: Briefcase };

/** The business app frame; its routes are already guarded, so a user is present. */
export function AppShell() {
  const { data: me } = useMe();
  const client = me?.openClient ?? null;
  // The business every screen works on: an agency's open client (issue 32), else the user's own.
  const title = client?.companyName ?? me?.business?.companyName ?? me?.tenant?.companyName ?? 'Regulars';
  // A closed business (issue 33) shows its team nothing but the closed screen, whatever the address.
  if (me?.business?.closedAt) return <ClosedScreen userEmail={me.user.email} />;
  const plan = me?.business?.tierName ? `${me.business.tierName} plan` : undefined;
  return (
    <Shell
      title={title}
      subtitle={client ? `Client of ${client.agencyName}` : plan}
      badge={
        client ? (
          <Badge tone="blue" className="hidden sm:inline-flex">
            Client of {client.agencyName}
          </Badge>
        ) : undefined
      }
      homeHref="/dashboard"
      nav={me?.runsClients ? [businessNav[0], clientsLink, ...businessNav.slice(1)] : businessNav}
      secondaryNav={me?.isSuperAdmin ? [superAdminLink] : undefined}
      userEmail={me?.user.email}
      actions={
        <>
          <BusinessSwitcher />
          <HelpButton />
        </>
      }
    />
  );
}
