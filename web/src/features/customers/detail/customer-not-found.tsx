import { ArrowLeft, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** An id that is unknown, deleted or another business's: all look the same. */
export function CustomerNotFound() {
  return (
    <Card>
      <EmptyState
        icon={UserX}
        title="Customer not found"
        description="This customer does not exist or has been deleted."
        action={
          <Button variant="secondary" asChild>
            <Link to="/customers">
              <ArrowLeft className="size-4" aria-hidden />
              Back to Customers
            </Link>
          </Button>
        }
      />
    </Card>
  );
}
