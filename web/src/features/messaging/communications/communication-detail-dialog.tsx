import type { TCommunication, TCommunicationDetail } from '@regulars/contracts';
import { Eye, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useBusinessCountry } from '../../../api/business-country.ts';
import { useCommunication } from '../../../api/communications.ts';
import { useBusinessTimeZone } from '../../../api/use-business-time-zone.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { displayPhone } from '../../../lib/display-phone.ts';
import { formatZonedDateTime } from '../../../lib/format-date.ts';
import { nameLabel, recipientName, sourceLabel } from './communication-display.ts';
import { communicationRefusal, failureReason } from './communication-refusals.ts';
import { CommunicationStatusBadge } from './communication-status-badge.tsx';
import { CommunicationTypeIcon } from './communication-type-icon.tsx';

function CustomerCard({ customer }: { customer: TCommunication['customer'] }) {
  const country = useBusinessCountry();
  const words = useAppWords();
  const { t } = words;
  const deleted = !customer || customer.deleted;
  return (
    <section
      aria-label={t('communications.detail.customer')}
      className="flex gap-3 rounded-lg border border-gray-200 px-4 py-3"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-500">
        <UserRound className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        {deleted || !customer ? (
          <>
            <p className="font-medium text-gray-500 italic">{recipientName(customer, words)}</p>
            {customer && <p className="text-xs text-gray-500">{customer.uniqueCustomerId}</p>}
          </>
        ) : (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Link
                to={`/customers/${customer.id}`}
                className="font-medium text-gray-900 hover:text-brand-700 hover:underline"
              >
                {recipientName(customer, words)}
              </Link>
              <span className="text-xs text-gray-500">{customer.uniqueCustomerId}</span>
            </p>
            <p className="truncate text-gray-600">
              {customer.email ?? <span className="text-gray-500">{t('communications.detail.noEmail')}</span>}
            </p>
            <p className="text-gray-600">
              {customer.phone ? (
                displayPhone(customer.phone, country)
              ) : (
                <span className="text-gray-500">{t('communications.detail.noPhone')}</span>
              )}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

function OpenedNote({ detail }: { detail: Pick<TCommunicationDetail, 'openedAt' | 'openCount' | 'type'> }) {
  const zone = useBusinessTimeZone();
  const { t, locale } = useAppWords();
  if (detail.type !== 'email') return null;
  if (!detail.openedAt) return <span className="text-gray-500">{t('communications.detail.notOpened')}</span>;
  return (
    <>
      <span className="inline-flex items-center gap-1.5 font-medium text-sky-700">
        <Eye className="size-3.5" aria-hidden />
        {t('communications.status.opened', { count: detail.openCount })}
      </span>
      <span className="block text-xs text-gray-500">
        {t('communications.detail.firstOpened', { date: formatZonedDateTime(detail.openedAt, zone, locale) })}
      </span>
    </>
  );
}

/** One message in full: the customer, the whole text, provider and ids, the error of a failed send, and its opens. */
export function CommunicationDetailDialog({
  communication,
  onClose,
}: {
  communication: TCommunication | null;
  onClose: () => void;
}) {
  const query = useCommunication(communication?.id ?? null);
  const detail = query.data;
  const shown = detail ?? communication;
  const zone = useBusinessTimeZone();
  const words = useAppWords();
  const { t, locale } = words;
  const sentAt = shown ? formatZonedDateTime(shown.createdAt, zone, locale) : '';
  return (
    <Dialog open={communication !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="communication-dialog">
        {shown && (
          <>
            <DialogHeader>
              <div className="flex items-start gap-3">
                <CommunicationTypeIcon type={shown.type} />
                <div className="min-w-0 flex-1">
                  <DialogTitle className="break-words">
                    {shown.subject ??
                      t(shown.type === 'sms' ? 'communications.detail.smsTitle' : 'communications.detail.emailTitle')}
                  </DialogTitle>
                  <DialogDescription>
                    {t(shown.type === 'email' ? 'communications.detail.emailTo' : 'communications.detail.smsTo', {
                      name: recipientName(shown.customer, words),
                      date: sentAt,
                    })}
                  </DialogDescription>
                </div>
              </div>
              <div className="mt-2 pl-11">
                <CommunicationStatusBadge communication={shown} />
              </div>
            </DialogHeader>
            <DialogBody className="space-y-5">
              {detail?.status === 'failed' && (
                <Alert tone="error" title={t('communications.detail.notSent')}>
                  {failureReason(words, detail.error)}
                </Alert>
              )}
              <CustomerCard customer={shown.customer} />
              <section aria-label={t('communications.detail.message')}>
                <h3 className="mb-1.5 text-xs font-medium text-gray-500">{t('communications.detail.message')}</h3>
                <div
                  className="max-h-72 overflow-y-auto rounded-lg bg-gray-50 px-4 py-3 text-sm leading-relaxed whitespace-pre-wrap break-words text-gray-800 ring-1 ring-gray-200 ring-inset"
                  data-testid="communication-content"
                >
                  {detail ? (
                    detail.content
                  ) : (
                    <Spinner className="size-4 text-gray-400" label={t('communications.detail.loading')} />
                  )}
                </div>
              </section>
              {query.isError && (
                <Alert tone="error">{communicationRefusal(words, query.error, 'communications.refusal.generic')}</Alert>
              )}
              <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
                <DetailField label={t('communications.detail.sent')}>{sentAt}</DetailField>
                <DetailField label={nameLabel(shown.source, words)}>{shown.templateName ?? '—'}</DetailField>
                <DetailField label={t('communications.detail.provider')}>
                  {shown.provider === 'outbox' ? t('communications.detail.outboxProvider') : (shown.provider ?? '—')}
                </DetailField>
                <DetailField label={t('communications.detail.sentBy')}>
                  {sourceLabel(shown.source, words) ?? '—'}
                </DetailField>
                {detail?.providerMessageId && (
                  <DetailField label={t('communications.detail.providerMessageId')}>
                    <span className="font-mono text-xs">{detail.providerMessageId}</span>
                  </DetailField>
                )}
                {shown.type === 'email' && (
                  <DetailField label={t('communications.detail.opens')}>
                    <OpenedNote detail={shown} />
                  </DetailField>
                )}
              </dl>
            </DialogBody>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
