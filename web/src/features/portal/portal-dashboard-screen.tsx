import { errorMessage } from '../../api/client.ts';
import { usePortalDashboard } from '../../api/portal.ts';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { InviteFriendCard } from '../referrals/index.ts';
import { MemberCard } from './member-card.tsx';
import { PortalActivity } from './portal-activity.tsx';
import { welcomeLine, whatTheyCollect } from './portal-labels.ts';
import { PortalLayout } from './portal-layout.tsx';
import { PortalPrograms } from './portal-programs.tsx';
import { PortalRewards } from './portal-rewards.tsx';
import { PortalSection } from './portal-section.tsx';
import { PortalStatus } from './portal-status.tsx';
import { PortalTillClaim } from './portal-till-claim.tsx';
import { PortalYourData } from './portal-your-data.tsx';
import { usePortalLogout } from './use-portal-logout.ts';

export function PortalDashboardScreen() {
  const dashboard = usePortalDashboard();
  const { logOut, pending } = usePortalLogout();
  const data = dashboard.data;

  if (!data) {
    return (
      <PortalLayout
        businessName={null}
        heading={dashboard.isError ? 'Your rewards' : <span className="sr-only">Your rewards</span>}
        onLogOut={logOut}
        loggingOut={pending}
      >
        {dashboard.isError ? (
          <LoadError
            title="Could not load your rewards"
            description={errorMessage(dashboard.error)}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        ) : (
          <Card className="flex flex-col items-center gap-3 px-6 py-16 shadow-lg shadow-brand-900/5" role="status">
            <Spinner className="size-8 text-brand-600" />
            <p className="text-sm font-medium text-gray-500">Loading your rewards...</p>
          </Card>
        )}
      </PortalLayout>
    );
  }

  // Until the owner chooses a zone, the phone's own (most customers live where they shop).
  const zone = data.timeZone ?? undefined;
  const collects = whatTheyCollect(data.programs);
  const stamps = data.programs.filter((p) => p.type === 'stamp_card').reduce((n, p) => n + p.stampsCurrent, 0);
  return (
    <PortalLayout
      businessName={data.businessName}
      brand={data.brand}
      heading={welcomeLine(data.customer)}
      intro={`Here's where you stand at ${data.businessName}.`}
      onLogOut={logOut}
      loggingOut={pending}
    >
      <div className="space-y-8">
        <MemberCard customer={data.customer} collects={collects} stamps={stamps} wallet={data.wallet} />
        {data.status && <PortalStatus status={data.status} zone={zone} />}
        {data.referral && (
          <PortalSection id="portal-invite" title="Invite a friend">
            <InviteFriendCard referral={data.referral} businessName={data.businessName} />
          </PortalSection>
        )}
        <PortalPrograms programs={data.programs} zone={zone} />
        <PortalRewards rewards={data.rewards} zone={zone} collects={collects} />
        {data.tillClaims && <PortalTillClaim locale={data.locale} zone={zone} />}
        <PortalActivity
          activity={data.recentActivity}
          money={{ currency: data.currency, locale: data.locale }}
          zone={zone}
        />
        <PortalYourData customer={data.customer} businessName={data.businessName} zone={zone} />
      </div>
    </PortalLayout>
  );
}
