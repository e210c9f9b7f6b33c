import { CUSTOMER_DATA_COPY, DELETION_COPY, type TPortalDashboard } from '@regulars/contracts';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useDeletionRequest } from '../../api/portal.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { PortalSection } from './portal-section.tsx';

/**
 * The customer's rights over their data: download everything the business keeps about them (a JSON file the server
 * sends as an attachment, so the page stays), and ask to be deleted, asked once more, which they can withdraw until
 * the business or the 30 days carry it out.
 */
export function PortalYourData({
  customer,
  businessName,
  zone,
}: {
  customer: TPortalDashboard['customer'];
  businessName: string;
  zone?: string;
}) {
  const [asking, setAsking] = useState(false);
  const { request, withdraw } = useDeletionRequest();
  const confirm = () =>
    request.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast.success(DELETION_COPY.requestedToast);
      },
    });
  const keep = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => toast.success(DELETION_COPY.keptToast),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <PortalSection id="portal-your-data" title={CUSTOMER_DATA_COPY.portalHeading}>
      <Card className="divide-y divide-gray-100">
        <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <p className="text-sm text-gray-600">{CUSTOMER_DATA_COPY.portalBody}</p>
          <Button asChild variant="secondary" className="shrink-0">
            <a href="/api/portal/my-data" download>
              <Download className="size-4" aria-hidden />
              {CUSTOMER_DATA_COPY.portalButton}
            </a>
          </Button>
        </div>
        <div className="p-4 sm:p-6">
          {customer.deletionRequestedAt && customer.deletionDueAt ? (
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm font-medium text-red-700" data-testid="portal-deletion-pending">
                {DELETION_COPY.portalPending(
                  formatLongDate(customer.deletionRequestedAt, zone),
                  formatLongDate(customer.deletionDueAt, zone),
                )}
              </p>
              <Button variant="secondary" className="shrink-0" onClick={keep} loading={withdraw.isPending}>
                {DELETION_COPY.keep}
              </Button>
            </div>
          ) : (
            <Button
              variant="ghost"
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
              onClick={() => setAsking(true)}
            >
              <Trash2 className="size-4" aria-hidden />
              {DELETION_COPY.portalButton}
            </Button>
          )}
        </div>
      </Card>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) request.reset();
        }}
        title={DELETION_COPY.dialogTitle}
        message={DELETION_COPY.dialogBody(businessName)}
        confirmLabel={DELETION_COPY.confirm}
        busyLabel="Sending…"
        busy={request.isPending}
        onConfirm={confirm}
        cancelLabel={DELETION_COPY.keep}
        problem={request.isError ? <Alert tone="error">{errorMessage(request.error)}</Alert> : undefined}
      />
    </PortalSection>
  );
}
