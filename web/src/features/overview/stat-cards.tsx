import type { TDashboardStats } from '@regulars/contracts';
import type { LucideIcon } from 'lucide-react';
import { Gift, Mail, MailOpen, MessageSquare, Receipt, Users } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';

type TStat = { label: string; value: string; hint: string; icon: LucideIcon; tone: string };

function stats(s: TDashboardStats): TStat[] {
  const n = (v: number) => v.toLocaleString();
  return [
    {
      label: 'Total Customers',
      value: n(s.totalCustomers),
      hint: `+${n(s.newCustomersThisMonth)} new this month`,
      icon: Users,
      tone: 'bg-brand-50 text-brand-600',
    },
    {
      label: 'Active Programs',
      value: n(s.activePrograms),
      hint: 'Running now',
      icon: Gift,
      tone: 'bg-violet-50 text-violet-600',
    },
    {
      label: 'Transactions',
      value: n(s.transactions),
      hint: 'All time',
      icon: Receipt,
      tone: 'bg-emerald-50 text-emerald-600',
    },
    {
      label: 'SMS Usage',
      value: n(s.smsUsageThisMonth),
      hint: s.smsLimit === -1 ? 'This month · unlimited' : `This month · of ${n(s.smsLimit)}`,
      icon: MessageSquare,
      tone: 'bg-sky-50 text-sky-600',
    },
    { label: 'Emails Sent', value: n(s.emailsSent), hint: 'All time', icon: Mail, tone: 'bg-amber-50 text-amber-600' },
    {
      label: 'Email Open Rate',
      value: `${s.emailOpenRate}%`,
      hint: 'Of sent emails',
      icon: MailOpen,
      tone: 'bg-rose-50 text-rose-600',
    },
  ];
}

/** The six dashboard numbers; skeletons while they load. */
export function StatCards({ data }: { data: TDashboardStats | undefined }) {
  if (!data) {
    return (
      <div
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3"
        role="status"
        aria-busy="true"
        aria-label="Loading statistics"
      >
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <Card key={i} className="h-[100px] animate-pulse bg-gray-50 sm:h-[108px]" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      {stats(data).map(({ label, value, hint, icon: Icon, tone }) => (
        <Card key={label} className="p-4 sm:p-5">
          <section aria-label={label} className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="text-sm font-medium text-gray-500">{label}</p>
              <p
                className="mt-1.5 text-2xl font-semibold sm:text-3xl tracking-tight text-gray-900 tabular-nums"
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
