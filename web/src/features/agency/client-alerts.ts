import type { TAgencyClient, TClientAlert } from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';

/**
 * What a client's row asks the agency to look at, in the user's language. The server writes each alert in English
 * (server/src/agency/client-alerts.ts): its kind says which it is, its count or the client's own figures what it
 * counts. One this screen cannot read stays as the server wrote it.
 */
export function clientAlertIn(
  words: TAppWords,
  client: Pick<TAgencyClient, 'customers' | 'maxCustomers' | 'smsThisMonth' | 'maxSmsMonthly'>,
  alert: TClientAlert,
): string {
  const { t, locale } = words;
  const count = (n: number) => formatCountIn(n, locale);
  switch (alert.kind) {
    case 'closed':
      return t('clients.alert.closed');
    case 'suspended':
      return t('clients.alert.suspended');
    case 'customer_limit':
      return t('clients.alert.customerLimit', { used: count(client.customers), max: count(client.maxCustomers) });
    case 'sms_limit':
      return t('clients.alert.smsLimit', { used: count(client.smsThisMonth), max: count(client.maxSmsMonthly) });
    case 'failing_messages':
      return alert.count === undefined ? alert.message : t('clients.alert.failingMessages', { count: alert.count });
    case 'trial_ending':
      if (alert.count === undefined) return alert.message;
      if (alert.count === 0) return t('clients.alert.trialEnded');
      return alert.count === 1
        ? t('clients.alert.trialTomorrow')
        : t('clients.alert.trialEndsIn', { count: alert.count });
    default:
      return alert.message;
  }
}
