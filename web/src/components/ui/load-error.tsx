import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { EmptyState } from './empty-state.tsx';

/** A list that failed to load: what went wrong and a 'Try Again' that refetches. */
export function LoadError(props: { title: string; description: ReactNode; onRetry: () => void; retrying: boolean }) {
  return (
    <Card>
      <EmptyState
        icon={TriangleAlert}
        title={props.title}
        description={props.description}
        action={
          <Button variant="secondary" onClick={props.onRetry} loading={props.retrying}>
            Try Again
          </Button>
        }
      />
    </Card>
  );
}
