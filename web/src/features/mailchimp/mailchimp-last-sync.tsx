import type { TAppMessageKey, TMailchimpConnection, TMailchimpSyncStatus } from '@regulars/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatCountIn } from '../../lib/format-number.ts';
import { mailchimpMessageIn } from './mailchimp-refusals.ts';

const STATUS: Record<TMailchimpSyncStatus, { label: TAppMessageKey; tone: BadgeTone }> = {
  running: { label: 'integrations.mailchimp.status.running', tone: 'blue' },
  ok: { label: 'integrations.mailchimp.status.ok', tone: 'green' },
  partial: { label: 'integrations.mailchimp.status.partial', tone: 'amber' },
  failed: { label: 'integrations.mailchimp.status.failed', tone: 'red' },
};

/** The last sync's outcome in words: when, how it went, the counts, and what MailChimp refused. */
export function MailchimpLastSync({
  lastSync,
  hasAudience,
}: {
  lastSync: TMailchimpConnection['lastSync'];
  hasAudience: boolean;
}) {
  const words = useAppWords();
  const { t, locale } = words;
  if (!lastSync) {
    return (
      <p className="text-sm text-gray-500" data-testid="mailchimp-last-sync">
        {t(hasAudience ? 'integrations.mailchimp.notSynced' : 'integrations.mailchimp.chooseFirst')}
      </p>
    );
  }
  const { label, tone } = STATUS[lastSync.status];
  const result = lastSync.result;
  // Subscribed always; the other counts only when something happened, so a quiet sync reads in one line.
  const counts = result
    ? (
        [
          [result.subscribed, 'integrations.mailchimp.count.subscribed'],
          [result.unsubscribed, 'integrations.mailchimp.count.unsubscribed'],
          [result.created, 'integrations.mailchimp.count.created'],
          [result.updated, 'integrations.mailchimp.count.updated'],
          [result.optedOutInMailchimp, 'integrations.mailchimp.count.optedOut'],
        ] as const
      ).filter(([n, what]) => n > 0 || what === 'integrations.mailchimp.count.subscribed')
    : [];
  const more = result ? result.errorCount - result.errors.length : 0;
  return (
    <div className="space-y-3 text-sm" data-testid="mailchimp-last-sync">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={tone} data-testid="mailchimp-sync-status">
          {t(label)}
        </Badge>
        <span className="text-gray-500">
          {lastSync.status === 'running'
            ? t('integrations.mailchimp.startedNow')
            : formatDateTime(lastSync.at, undefined, locale)}
        </span>
      </div>
      {result?.message && (
        <p className="text-red-700">
          {mailchimpMessageIn(words, result.message, 'integrations.mailchimp.syncStopped')}
        </p>
      )}
      {result && lastSync.status !== 'running' && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-gray-700" data-testid="mailchimp-sync-counts">
          {counts.map(([n, what]) => (
            <li key={what}>
              <span className="font-semibold text-gray-900 tabular-nums">{formatCountIn(n, locale)}</span>{' '}
              {t(what, { count: n })}
            </li>
          ))}
        </ul>
      )}
      {result && result.errorCount > 0 && lastSync.status !== 'running' && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2" data-testid="mailchimp-sync-errors">
          <p className="font-medium text-amber-900">
            {t('integrations.mailchimp.refused', { count: result.errorCount })}
          </p>
          <ul className="mt-1 space-y-1 text-amber-900">
            {result.errors.map((e) => (
              <li key={e.email} className="break-words">
                {/* MailChimp's messages usually name the address already; they are MailChimp's own, as it wrote them. */}
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
          {more > 0 && <p className="mt-1 text-amber-800">{t('integrations.mailchimp.more', { count: more })}</p>}
        </div>
      )}
    </div>
  );
}
