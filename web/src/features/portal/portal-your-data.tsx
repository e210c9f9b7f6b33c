import type { TPortalDashboard } from '@regulars/contracts';
import { FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDeletionRequest } from '../../api/portal.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { useWords } from '../../lib/words.tsx';
import { portalRefusalIn } from './login-error.ts';
import { MyDataDownloadLink } from './my-data-download-link.tsx';
import { PortalSection } from './portal-section.tsx';

/**
 * The customer's rights over their data: see everything the business keeps about them on a page they can read and
 * print, or download it (a JSON file the server sends as an attachment, so the page stays), and ask to be deleted, asked once more, which they can withdraw until
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
  const words = useWords();
  const { t } = words;
  const [asking, setAsking] = useState(false);
  const { request, withdraw } = useDeletionRequest();
  const confirm = () =>
    request.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast.success(t('portal.deleteRequested'));
      },
    });
  const keep = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => toast.success(t('portal.accountKept')),
      onError: (error) => toast.error(portalRefusalIn(words, error, 'portalRefusal.somethingWrong')),
    });
  return (
    <PortalSection id="portal-your-data" title={t('portal.yourData')}>
      <Card className="divide-y divide-gray-100">
        <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <p className="text-sm text-gray-600">{t('portal.yourDataBody')}</p>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button asChild variant="secondary">
              <Link to="/customer/my-data">
                <FileText className="size-4" aria-hidden />
                {t('portal.data.see')}
              </Link>
            </Button>
            <MyDataDownloadLink label={t('portal.downloadData')} />
          </div>
        </div>
        <div className="p-4 sm:p-6">
          {customer.deletionRequestedAt && customer.deletionDueAt ? (
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm font-medium text-red-700" data-testid="portal-deletion-pending">
                {t('portal.deletePending', {
                  requestedOn: formatLongDate(customer.deletionRequestedAt, zone, words.locale),
                  dueOn: formatLongDate(customer.deletionDueAt, zone, words.locale),
                })}
              </p>
              <Button variant="secondary" className="shrink-0" onClick={keep} loading={withdraw.isPending}>
                {t('portal.keepAccount')}
              </Button>
            </div>
          ) : (
            <Button
              variant="ghost"
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
              onClick={() => setAsking(true)}
            >
              <Trash2 className="size-4" aria-hidden />
              {t('portal.deleteAccount')}
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
        title={t('portal.deleteTitle')}
        message={t('portal.deleteBody', { business: businessName })}
        confirmLabel={t('portal.deleteConfirm')}
        busyLabel={t('portal.sending')}
        busy={request.isPending}
        onConfirm={confirm}
        cancelLabel={t('portal.keepAccount')}
        problem={
          request.isError ? (
            <Alert tone="error">{portalRefusalIn(words, request.error, 'portalRefusal.somethingWrong')}</Alert>
          ) : undefined
        }
      />
    </PortalSection>
  );
}
