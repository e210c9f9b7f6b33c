import { Building2, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

export function CompanyUnavailable({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useAppWords();
  return (
    <Card>
      <EmptyState
        icon={Building2}
        title={t('company.unavailable.title')}
        description={t('company.unavailable.description')}
        action={
          <Button onClick={onRetry} loading={busy}>
            {!busy && <RefreshCw className="size-4" aria-hidden />}
            {t('company.unavailable.retry')}
          </Button>
        }
      />
    </Card>
  );
}
