import { ArrowLeft, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';

/** An id that is unknown, deleted or another business's: all look the same. */
export function CustomerNotFound() {
  const { t } = useAppWords();
  return (
    <Card>
      <EmptyState
        icon={UserX}
        title={t('customerDetail.notFound.title')}
        description={t('customerDetail.notFound.description')}
        action={
          <Button variant="secondary" asChild>
            <Link to="/customers">
              <ArrowLeft className="size-4" aria-hidden />
              {t('customerDetail.notFound.back')}
            </Link>
          </Button>
        }
      />
    </Card>
  );
}
