import type { TAdminOverview } from '@regulars/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatCount, formatMoney, formatPercent } from '../../../lib/format-number.ts';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="text-base font-semibold text-gray-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Skeleton() {
  return (
    <div className="animate-pulse space-y-4" role="status" aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-5 rounded bg-gray-100" />
      ))}
    </div>
  );
}

/** Active MRR, Avg Revenue per Tenant (0.00 when no tenant is active) and Conversion Rate to one decimal. */
export function RevenueInsights({ data }: { data: TAdminOverview | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Revenue Insights</CardTitle>
      </CardHeader>
      <CardContent className="py-3">
        {!data ? (
          <Skeleton />
        ) : (
          <dl className="divide-y divide-gray-100">
            <Row label="Active MRR" value={formatMoney(data.monthlyRevenue)} testId="active-mrr" />
            <Row label="Avg Revenue per Tenant" value={formatMoney(data.avgRevenuePerTenant)} testId="avg-revenue" />
            <Row label="Conversion Rate" value={formatPercent(data.conversionRate, 1)} testId="conversion-rate" />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function HealthBar({ label, count, total, color }: { label: string; count: number; total: number; color: string }) {
  const share = total === 0 ? 0 : (count / total) * 100;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between text-sm">
        <span className="text-gray-600">{label}</span>
        <span className="font-semibold text-gray-900 tabular-nums" data-testid={`health-${label.toLowerCase()}`}>
          {formatCount(count)}
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-gray-100" aria-hidden>
        <div className={`h-full rounded-full ${color}`} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

/** Active (paying), trial, free and total tenants, each bar a share of the total. */
export function SubscriptionHealth({ data }: { data: TAdminOverview | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription Health</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {!data ? (
          <Skeleton />
        ) : (
          <>
            <HealthBar
              label="Active"
              count={data.activeSubscriptions}
              total={data.totalTenants}
              color="bg-emerald-500"
            />
            <HealthBar label="Trial" count={data.trialAccounts} total={data.totalTenants} color="bg-sky-500" />
            <HealthBar label="Free" count={data.freeAccounts} total={data.totalTenants} color="bg-amber-400" />
            <HealthBar label="Total" count={data.totalTenants} total={data.totalTenants} color="bg-gray-400" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
