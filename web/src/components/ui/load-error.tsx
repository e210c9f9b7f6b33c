import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWords } from '../../lib/words.tsx';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { EmptyState } from './empty-state.tsx';

/** A list that failed to load: what went wrong and a 'Try Again' (in the screen's words) that refetches. */
export function LoadError(props: { title: string; description: ReactNode; onRetry: () => void; retrying: boolean }) {
  const { t } = useWords();
  return (
    <Card>
      <EmptyState
        icon={TriangleAlert}
        title={props.title}
        description={props.description}
        action={
          <Button variant="secondary" onClick={props.onRetry} loading={props.retrying}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    </Card>
  );
}
