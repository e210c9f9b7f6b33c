import { useMe } from '../../api/auth.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { PRODUCT_NAME } from '../../components/ui/logo.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { BusinessSwitcher } from '../agency/index.ts';
import { ClosedScreen } from '../closing/index.ts';
import { HelpButton } from '../support/index.ts';
import { TwoStepRequiredScreen } from '../two-step/index.ts';
import { LanguageChoice } from './language-choice.tsx';
import { type BusinessNavItem, businessNav, clientsNav, type NavItem, superAdminNav } from './nav-items.ts';
import { OwnMark } from './own-mark.tsx';
import { OwnerWords } from './owner-words.tsx';
import { Shell } from './shell.tsx';

/** The business app frame, in the user's language; its routes are already guarded, so a user is present. */
export function AppShell() {
  return (
    <OwnerWords>
      <BusinessFrame />
    </OwnerWords>
  );
}

function BusinessFrame() {
  const { data: me } = useMe();
  const { t } = useAppWords();
  const client = me?.openClient ?? null;
  // The business every screen works on: an agency's open client (issue 32), else the user's own.
  const title = client?.companyName ?? me?.business?.companyName ?? me?.tenant?.companyName ?? PRODUCT_NAME;
  // A closed business (issue 33) shows its team nothing but the closed screen, whatever the address.
  if (me?.business?.closedAt) return <ClosedScreen userEmail={me.user.email} />;
  const tier = me?.business?.tierName;
  // A white-label client's people see their own business, not the platform or the agency's plan (issue 53).
  const whiteLabel = me?.business?.whiteLabel === true;
  // Two-step sign-in required of them and not set up (issue 53): its set-up instead of the app.
  if (me?.twoStepOwed) {
    return (
      <TwoStepRequiredScreen
        requiredBy={me.twoStepOwed}
        companyName={me.tenant?.companyName ?? me.business?.companyName ?? ''}
        userEmail={me.user.email}
        mark={whiteLabel ? <OwnMark companyName={title} /> : undefined}
      />
    );
  }
  const plan = tier && !whiteLabel ? t('shell.plan', { tier }) : undefined;
  const said = (item: BusinessNavItem): NavItem => ({ ...item, label: t(item.label) });
  const nav = me?.runsClients ? [businessNav[0], clientsNav, ...businessNav.slice(1)] : businessNav;
  const clientOf = client ? t('shell.clientOf', { agency: client.agencyName }) : undefined;
  return (
    <Shell
      title={title}
      subtitle={clientOf ?? plan}
      badge={
        clientOf ? (
          <Badge tone="blue" className="hidden sm:inline-flex">
            {clientOf}
          </Badge>
        ) : undefined
      }
      homeHref="/dashboard"
      mark={whiteLabel ? <OwnMark companyName={title} /> : undefined}
      nav={nav.map(said)}
      secondaryNav={me?.isSuperAdmin ? [said(superAdminNav)] : undefined}
      userEmail={me?.user.email}
      actions={
        <>
          <BusinessSwitcher />
          <HelpButton />
        </>
      }
      footer={<LanguageChoice />}
    />
  );
}
