import { ADMIN_TENANT_MESSAGES } from '@regulars/contracts';
import { useAdminOverview } from '../../api/admin-tenants.ts';
import { errorMessage } from '../../api/client.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import {
  GrowthChart,
  OverviewStatCards,
  RecentTenants,
  RevenueInsights,
  SubscriptionHealth,
} from '../../features/admin/index.ts';

export function AdminDashboardPage() {
  const overview = useAdminOverview();
  return (
    <div className="space-y-6">
      <PageHeader
        title={ADMIN_TENANT_MESSAGES.dashboardTitle}
        description={ADMIN_TENANT_MESSAGES.dashboardDescription}
      />
      {overview.isError ? (
        <LoadError
          title="The overview could not be loaded"
          description={errorMessage(overview.error)}
          onRetry={() => overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <>
          <OverviewStatCards data={overview.data} />
          <GrowthChart data={overview.data} />
          <RecentTenants tenants={overview.data?.recentTenants} />
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
            <RevenueInsights data={overview.data} />
            <SubscriptionHealth data={overview.data} />
          </div>
        </>
      )}
    </div>
  );
}
