import type { TAdminOverview } from '@regulars/contracts';
import { Building2, CircleCheck, Clock, DollarSign, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { formatMoney } from '../tenants/tenant-display.ts';

type TStat = { label: string; value: string; hint: string; icon: LucideIcon; tone: string };

function stats(o: TAdminOverview): TStat[] {
  const n = (v: number) => v.toLocaleString('en-US');
  return [
    {
      label: 'Total Tenants',
      value: n(o.totalTenants),
      hint: 'Every business',
      icon: Building2,
      tone: 'bg-brand-50 text-brand-600',
    },
    {
      label: 'Active Subscriptions',
      value: n(o.activeSubscriptions),
      hint: 'Paying now',
      icon: CircleCheck,
      tone: 'bg-emerald-50 text-emerald-600',
    },
    {
      label: 'Trial Accounts',
      value: n(o.trialAccounts),
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
  if (!data) {
    return (
      <div
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
        role="status"
        aria-busy="true"
        aria-label="Loading figures"
      >
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="h-[100px] animate-pulse bg-gray-50 sm:h-[108px]" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {stats(data).map(({ label, value, hint, icon: Icon, tone }) => (
        <Card key={label} className="p-4 sm:p-5">
          <section aria-label={label} className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-gray-500">{label}</p>
              <p
                className="mt-1.5 truncate text-2xl font-semibold tracking-tight text-gray-900 tabular-nums sm:text-3xl"
                data-testid="stat-value"
              >
                {value}
              </p>
              <p className="mt-1 text-xs text-gray-500">{hint}</p>
            </div>
            <div className={`hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}>
              <Icon className="size-5" aria-hidden />
            </div>
          </section>
        </Card>
      ))}
    </div>
  );
}
