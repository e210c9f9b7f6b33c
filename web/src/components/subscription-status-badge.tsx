import type { TAppMessageKey } from '@regulars/contracts';
import { useAppWords } from '../lib/app-words.tsx';
import { subscriptionStatusBadge } from './subscription-status.ts';
import { Badge } from './ui/badge.tsx';

/** The statuses the server writes (billing/apply-event.ts), in the user's language. */
const STATUS_WORDS: Record<string, TAppMessageKey> = {
  active: 'dashboard.status.active',
  trial: 'dashboard.status.trial',
  past_due: 'dashboard.status.pastDue',
  canceled: 'dashboard.status.canceled',
  '': 'dashboard.status.unknown',
};

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const { t, language } = useAppWords();
  const { label, tone } = subscriptionStatusBadge(status);
  // Any other status is shown as written in English; in another language as unknown rather than an English word.
  const shown = Object.hasOwn(STATUS_WORDS, status)
    ? t(STATUS_WORDS[status]!)
    : language === 'en'
      ? label
      : t('dashboard.status.unknown');
  return <Badge tone={tone}>{shown}</Badge>;
}
