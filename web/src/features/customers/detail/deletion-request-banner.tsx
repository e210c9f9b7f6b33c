import type { TCustomerDetail } from '@regulars/contracts';
import { UserX } from 'lucide-react';
import { useBusinessTimeZone } from '../../../api/use-business-time-zone.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';

/** On the page of a customer who asked in the portal to be deleted: when, when it happens anyway, and "Delete now". */
export function DeletionRequestBanner({ customer, onDelete }: { customer: TCustomerDetail; onDelete: () => void }) {
  const zone = useBusinessTimeZone();
  const { t, locale } = useAppWords();
  if (!customer.deletionRequestedAt || !customer.deletionDueAt) return null;
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      role="status"
      data-testid="deletion-request-banner"
    >
      <p className="flex items-start gap-3 text-sm text-amber-900">
        <UserX className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
        <span>
          <span className="font-semibold">{t('customerDetail.deletion.requested')}</span>{' '}
          {t('customerDetail.deletion.banner', {
            requestedOn: formatLongDate(customer.deletionRequestedAt, zone, locale),
            dueOn: formatLongDate(customer.deletionDueAt, zone, locale),
          })}
        </span>
      </p>
      <Button variant="danger" className="shrink-0" onClick={onDelete}>
        {t('customerDetail.deletion.deleteNow')}
      </Button>
    </div>
  );
}
