import { OUTBOX_LABELS, type TDashboardStats, type TMessageDelivery } from '@regulars/contracts';
import { Gift, Mail, MailOpen, MessageSquare, Receipt, Users } from 'lucide-react';
import { useMessageDelivery } from '../../api/settings.ts';
import { StatCardGrid, type TStat } from '../../components/ui/stat-card-grid.tsx';
import { formatCount, formatPercent } from '../../lib/format-number.ts';

/**
 * The six cards. Transactions are the counter's actions (a visit or purchase once, however many programs it earned
 * in); with no provider for a channel its card says the messages are in the outbox, not sent to anyone.
 */
export function dashboardStats(s: TDashboardStats, delivery: TMessageDelivery | undefined): TStat[] {
  const smsHint = s.smsLimit === -1 ? 'This month · unlimited' : `This month · of ${formatCount(s.smsLimit)}`;
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
      hint: 'Visits, purchases and redemptions, all time',
      icon: Receipt,
      tone: 'bg-emerald-50 text-emerald-600',
    },
    {
      label: 'SMS Usage',
      value: formatCount(s.smsUsageThisMonth),
      hint: delivery?.sms === false ? OUTBOX_LABELS.sms : smsHint,
      icon: MessageSquare,
      tone: 'bg-sky-50 text-sky-600',
    },
    {
      label: 'Emails Sent',
      value: formatCount(s.emailsSent),
      hint: delivery?.email === false ? OUTBOX_LABELS.email : 'All time',
      icon: Mail,
      tone: 'bg-amber-50 text-amber-600',
    },
    {
      label: 'Email Open Rate',
      // As /analytics: no rate before any email was sent, not 0%.
      value: s.emailOpenRate === null ? '—' : formatPercent(s.emailOpenRate),
      hint: s.emailOpenRate === null ? 'No emails sent yet' : 'Of sent emails',
      icon: MailOpen,
      tone: 'bg-rose-50 text-rose-600',
    },
  ];
}

/** The six dashboard cards; skeletons while they load. */
export function StatCards({ data }: { data: TDashboardStats | undefined }) {
  const delivery = useMessageDelivery().data;
  return (
    <StatCardGrid
      stats={data ? dashboardStats(data, delivery) : undefined}
      count={6}
      columns={3}
      loadingLabel="Loading statistics"
    />
  );
}
