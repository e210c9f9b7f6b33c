import { useAdminOverview } from '../../../api/admin-tenants.ts';
import { errorMessage } from '../../../api/client.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { GrowthChart } from './growth-chart.tsx';
import { OverviewStatCards } from './overview-stat-cards.tsx';
import { RecentTenants } from './recent-tenants.tsx';
import { RevenueInsights, SubscriptionHealth } from './revenue-insights.tsx';

/** The platform's figures, growth, newest tenants, revenue and subscription health. */
export function AdminOverview() {
  const overview = useAdminOverview();
  return overview.isError ? (
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
  );
}
