import type { TAdminOverview } from '@regulars/contracts';
import { Building2, CircleCheck, Clock, DollarSign } from 'lucide-react';
import { StatCardGrid, type TStat } from '../../../components/ui/stat-card-grid.tsx';
import { formatCount, formatMoney } from '../../../lib/format-number.ts';

function stats(o: TAdminOverview): TStat[] {
  return [
    {
      label: 'Total Tenants',
      value: formatCount(o.totalTenants),
      hint: 'On their own plan',
      icon: Building2,
      tone: 'bg-brand-50 text-brand-600',
    },
    {
      label: 'Active Subscriptions',
      value: formatCount(o.activeSubscriptions),
      hint: 'Paying now',
      icon: CircleCheck,
      tone: 'bg-emerald-50 text-emerald-600',
    },
    {
      label: 'Trial Accounts',
      value: formatCount(o.trialAccounts),
      hint: 'On trial',
      icon: Clock,
      tone: 'bg-sky-50 text-sky-600',
    },
    {
      label: 'Monthly Revenue',
      value: formatMoney(o.monthlyRevenue),
      hint: 'From active subscriptions',
      icon: DollarSign,
      tone: 'bg-amber-50 text-amber-600',
    },
  ];
}

/** The four dashboard cards; skeletons while they load. */
export function OverviewStatCards({ data }: { data: TAdminOverview | undefined }) {
  return <StatCardGrid stats={data ? stats(data) : undefined} count={4} columns={4} loadingLabel="Loading figures" />;
}
