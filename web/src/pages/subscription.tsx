import { PageHeader } from '../components/ui/page-header.tsx';
import { SubscriptionDetails } from '../features/billing/index.ts';
import { useAppWords } from '../lib/app-words.tsx';

export function SubscriptionPage() {
  const { t } = useAppWords();
  return (
    <div className="space-y-6">
      <PageHeader title={t('billing.title')} description={t('billing.description')} />
      <SubscriptionDetails />
    </div>
  );
}
