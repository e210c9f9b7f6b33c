import type { TMailchimpConnection, TMailchimpSyncStatus } from '@regulars/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatCount } from '../../lib/format-number.ts';

const STATUS: Record<TMailchimpSyncStatus, { label: string; tone: BadgeTone }> = {
  running: { label: 'Syncing', tone: 'blue' },
  ok: { label: 'Synced', tone: 'green' },
  partial: { label: 'Synced with errors', tone: 'amber' },
  failed: { label: 'Failed', tone: 'red' },
};

/** The last sync's outcome in words: when, how it went, the counts, and what MailChimp refused. */
export function MailchimpLastSync({
  lastSync,
  hasAudience,
}: {
  lastSync: TMailchimpConnection['lastSync'];
  hasAudience: boolean;
}) {
  if (!lastSync) {
    return (
      <p className="text-sm text-gray-500" data-testid="mailchimp-last-sync">
        {hasAudience ? 'Not synced yet.' : 'Choose an audience first.'}
      </p>
    );
  }
  const { label, tone } = STATUS[lastSync.status];
  const result = lastSync.result;
  // Subscribed always; the other counts only when something happened, so a quiet sync reads in one line.
  const counts = result
    ? (
        [
          [result.subscribed, 'sent as subscribed'],
          [result.unsubscribed, 'sent as unsubscribed'],
          [result.created, 'added'],
          [result.updated, 'updated'],
          [result.optedOutInMailchimp, 'unsubscribed in MailChimp'],
        ] as const
      ).filter(([n, what]) => n > 0 || what === 'sent as subscribed')
    : [];
  const more = result ? result.errorCount - result.errors.length : 0;
  return (
    <div className="space-y-3 text-sm" data-testid="mailchimp-last-sync">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={tone} data-testid="mailchimp-sync-status">
          {label}
        </Badge>
        <span className="text-gray-500">
          {lastSync.status === 'running' ? 'Started just now' : formatDateTime(lastSync.at)}
        </span>
      </div>
      {result?.message && <p className="text-red-700">{result.message}</p>}
      {result && lastSync.status !== 'running' && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-gray-700" data-testid="mailchimp-sync-counts">
          {counts.map(([n, what]) => (
            <li key={what}>
              <span className="font-semibold text-gray-900 tabular-nums">{formatCount(n)}</span> {what}
            </li>
          ))}
        </ul>
      )}
      {result && result.errorCount > 0 && lastSync.status !== 'running' && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2" data-testid="mailchimp-sync-errors">
          <p className="font-medium text-amber-900">
            MailChimp refused {formatCount(result.errorCount)} {result.errorCount === 1 ? 'contact' : 'contacts'}:
          </p>
          <ul className="mt-1 space-y-1 text-amber-900">
            {result.errors.map((e) => (
              <li key={e.email} className="break-words">
                {/* MailChimp's messages usually name the address already. */}
                {e.message.includes(e.email) ? (
                  e.message
                ) : (
                  <>
                    <span className="font-medium">{e.email}</span>: {e.message}
                  </>
                )}
              </li>
            ))}
          </ul>
          {more > 0 && <p className="mt-1 text-amber-800">and {formatCount(more)} more.</p>}
        </div>
      )}
    </div>
  );
}
