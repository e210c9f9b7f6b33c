import { Building2, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

export function CompanyUnavailable({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <Card>
      <EmptyState
        icon={Building2}
        title="Company Profile Not Available"
        description="We couldn't set up your company profile. Please try again."
        action={
          <Button onClick={onRetry} loading={busy}>
            {!busy && <RefreshCw className="size-4" aria-hidden />}
            Retry Setup
          </Button>
        }
      />
    </Card>
  );
}
