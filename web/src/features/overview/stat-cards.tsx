import type { TDashboardStats } from '@regulars/contracts';
import { Gift, Mail, MailOpen, MessageSquare, Receipt, Users } from 'lucide-react';
import { StatCardGrid, type TStat } from '../../components/ui/stat-card-grid.tsx';
import { formatCount, formatPercent } from '../../lib/format-number.ts';

function stats(s: TDashboardStats): TStat[] {
  return [
    {
      label: 'Total Customers',
      value: formatCount(s.totalCustomers),
      hint: `+${formatCount(s.newCustomersThisMonth)} new this month`,
      icon: Users,
      tone: 'bg-brand-50 text-brand-600',
    },
    {
      label: 'Active Programs',
      value: formatCount(s.activePrograms),
      hint: 'Running now',
      icon: Gift,
      tone: 'bg-violet-50 text-violet-600',
    },
    {
      label: 'Transactions',
      value: formatCount(s.transactions),
      hint: 'All time',
      icon: Receipt,
      tone: 'bg-emerald-50 text-emerald-600',
    },
    {
      label: 'SMS Usage',
      value: formatCount(s.smsUsageThisMonth),
      hint: s.smsLimit === -1 ? 'This month · unlimited' : `This month · of ${formatCount(s.smsLimit)}`,
      icon: MessageSquare,
      tone: 'bg-sky-50 text-sky-600',
    },
    {
      label: 'Emails Sent',
      value: formatCount(s.emailsSent),
      hint: 'All time',
      icon: Mail,
      tone: 'bg-amber-50 text-amber-600',
    },
    {
      label: 'Email Open Rate',
      value: formatPercent(s.emailOpenRate),
      hint: 'Of sent emails',
      icon: MailOpen,
      tone: 'bg-rose-50 text-rose-600',
    },
  ];
}

/** The six dashboard cards; skeletons while they load. */
export function StatCards({ data }: { data: TDashboardStats | undefined }) {
  return (
    <StatCardGrid stats={data ? stats(data) : undefined} count={6} columns={3} loadingLabel="Loading statistics" />
  );
}
