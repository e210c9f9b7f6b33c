import type { TSubscriptionSummary } from '@regulars/contracts';
import { Alert } from '../../components/ui/alert.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { chargeValues, trialCountdownIn } from './trial-words.ts';

/** One line on what the subscription's state means for the business right now. */
export function StatusNotice({ summary }: { summary: TSubscriptionSummary }) {
  const words = useAppWords();
  const { t } = words;
  if (summary.status === 'trial' && summary.tierName && summary.priceMonthly && summary.trialEndsAt) {
    const daysLeft = summary.trialDaysLeft ?? 0;
    if (daysLeft <= 0) {
      return (
        <Alert tone="error" title={trialCountdownIn(words, summary.tierName, 0)}>
          {t('billing.trial.endedText', { tier: summary.effectiveTierName })}
        </Alert>
      );
    }
    return (
      <Alert tone="info" title={trialCountdownIn(words, summary.tierName, daysLeft)}>
        {t('billing.trial.chargeText', chargeValues(words, summary.priceMonthly, summary.trialEndsAt))}
      </Alert>
    );
  }
  if (summary.status === 'canceled') {
    return (
      <Alert tone="info" title={t('billing.canceled')}>
        {t('billing.canceledText')}
      </Alert>
    );
  }
  if (summary.status === 'past_due') {
    return (
      <Alert tone="error" title={t('billing.pastDue')}>
        {t('billing.pastDueText')}
      </Alert>
    );
  }
  return null;
}
