import type { TDashboardStats, TMessageDelivery } from '@regulars/contracts';
import { Gift, Mail, MailOpen, MessageSquare, Receipt, Users } from 'lucide-react';
import { useMessageDelivery } from '../../api/settings.ts';
import { StatCardGrid, type TStat } from '../../components/ui/stat-card-grid.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';

/**
 * The six cards. Transactions are the counter's actions (a visit or purchase once, however many programs it earned
 * in); with no provider for a channel its card says the messages are in the outbox, not sent to anyone.
 */
export function dashboardStats(
  s: TDashboardStats,
  delivery: TMessageDelivery | undefined,
  { t, locale }: TAppWords,
): TStat[] {
  const count = (n: number) => formatCountIn(n, locale);
  const smsHint =
    s.smsLimit === -1 ? t('dashboard.stats.smsUnlimited') : t('dashboard.stats.smsOf', { limit: count(s.smsLimit) });
  return [
    {
      label: t('dashboard.stats.totalCustomers'),
      value: count(s.totalCustomers),
      hint: t('dashboard.stats.newThisMonth', { count: s.newCustomersThisMonth }),
      icon: Users,
      tone: 'bg-brand-50 text-brand-600',
    },
    {
      label: t('dashboard.stats.activePrograms'),
      value: count(s.activePrograms),
      hint: t('dashboard.stats.runningNow'),
      icon: Gift,
      tone: 'bg-violet-50 text-violet-600',
    },
    {
      label: t('dashboard.stats.transactions'),
      value: count(s.transactions),
      hint: t('dashboard.stats.transactionsHint'),
      icon: Receipt,
      tone: 'bg-emerald-50 text-emerald-600',
    },
    {
      label: t('dashboard.stats.smsUsage'),
      value: count(s.smsUsageThisMonth),
      hint: delivery?.sms === false ? t('dashboard.stats.smsOutbox') : smsHint,
      icon: MessageSquare,
      tone: 'bg-sky-50 text-sky-600',
    },
    {
      label: t('dashboard.stats.emailsSent'),
      value: count(s.emailsSent),
      hint: delivery?.email === false ? t('dashboard.stats.emailOutbox') : t('dashboard.stats.allTime'),
      icon: Mail,
      tone: 'bg-amber-50 text-amber-600',
    },
    {
      label: t('dashboard.stats.openRate'),
      // As /analytics: no rate before any email was sent, not 0%.
      value: s.emailOpenRate === null ? '—' : t('dashboard.stats.percent', { rate: count(s.emailOpenRate) }),
      hint: s.emailOpenRate === null ? t('dashboard.stats.noEmailsYet') : t('dashboard.stats.ofSentEmails'),
      icon: MailOpen,
      tone: 'bg-rose-50 text-rose-600',
    },
  ];
}

/** The six dashboard cards; skeletons while they load. */
export function StatCards({ data }: { data: TDashboardStats | undefined }) {
  const delivery = useMessageDelivery().data;
  const words = useAppWords();
  return (
    <StatCardGrid
      stats={data ? dashboardStats(data, delivery, words) : undefined}
      count={6}
      columns={3}
      loadingLabel={words.t('dashboard.stats.loading')}
    />
  );
}
