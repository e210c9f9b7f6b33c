import type { TClientAlert } from '@regulars/contracts';

/** Share of a plan limit from which the overview warns that it is nearly reached. */
const NEARLY = 0.8;
const DAY_MS = 86_400_000;

export type TClientFigures = {
  customers: number;
  maxCustomers: number;
  smsThisMonth: number;
  maxSmsMonthly: number;
  failedLastWeek: number;
  subscriptionStatus: string;
  trialEndsAt: Date | null;
  closedAt: Date | null;
  suspended: boolean;
};

const nearly = (used: number, max: number) => max !== -1 && max > 0 && used >= max * NEARLY;

/** What the agency should look at in one client, most pressing first, in words an owner acts on. */
export function clientAlerts(f: TClientFigures, now = new Date()): TClientAlert[] {
  const alerts: TClientAlert[] = [];
  if (f.closedAt) alerts.push({ kind: 'closed', message: 'Closed by its team: deleted 30 days after closing' });
  if (f.suspended) alerts.push({ kind: 'suspended', message: 'Suspended by the platform: it can read but not change' });
  if (f.failedLastWeek > 0) {
    const n = f.failedLastWeek;
    alerts.push({
      kind: 'failing_messages',
      message: `${n} ${n === 1 ? 'message' : 'messages'} failed in the last 7 days`,
      count: n,
    });
  }
  if (nearly(f.customers, f.maxCustomers)) {
    alerts.push({ kind: 'customer_limit', message: `${f.customers} of ${f.maxCustomers} customers on the plan` });
  }
  if (nearly(f.smsThisMonth, f.maxSmsMonthly)) {
    alerts.push({ kind: 'sms_limit', message: `${f.smsThisMonth} of ${f.maxSmsMonthly} SMS this month` });
  }
  if (f.subscriptionStatus === 'trial' && f.trialEndsAt) {
    const days = Math.ceil((f.trialEndsAt.getTime() - now.getTime()) / DAY_MS);
    if (days <= 7) {
      const when = days <= 0 ? 'Trial ended' : days === 1 ? 'Trial ends tomorrow' : `Trial ends in ${days} days`;
      alerts.push({ kind: 'trial_ending', message: when, count: Math.max(days, 0) });
    }
  }
  return alerts;
}
