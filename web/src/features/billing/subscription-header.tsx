import { useMe } from '../../api/auth.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

/** The page's title: a white-label client's people are not billed here, they see their plan's limits (issue 53). */
export function SubscriptionHeader() {
  const { t } = useAppWords();
  const managed = useMe().data?.business?.whiteLabel;
  return (
    <PageHeader
      title={t(managed ? 'billing.titleManaged' : 'billing.title')}
      description={t(managed ? 'billing.descriptionManaged' : 'billing.description')}
    />
  );
}
