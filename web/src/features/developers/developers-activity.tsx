import { AUDIT_MESSAGES, countryName, type TBusinessAuditRow } from '@regulars/contracts';
import { History } from 'lucide-react';
import { useRecentActivity } from '../../api/developers.ts';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatZonedDateTime } from '../../lib/format-date.ts';
import { lastUsedLabel } from '../../lib/last-used-label.ts';

/** The verb of an action no case below words: 'counter_device.create' added, '….revoke' revoked. */
const VERBS: Record<string, string> = {
  create: 'added',
  update: 'changed',
  delete: 'deleted',
  revoke: 'revoked',
  close: 'closed',
  reopen: 'reopened',
  undo: 'undid',
};

/** What an entry did, after who did it: 'created the API key “Front till”'. */
export function activityText(entry: TBusinessAuditRow): string {
  const name = typeof entry.details?.name === 'string' ? ` “${entry.details.name}”` : '';
  const url = typeof entry.details?.url === 'string' ? ` ${entry.details.url}` : '';
  switch (entry.action) {
    case 'api_key.create':
      return `created the API key${name}`;
    case 'api_key.revoke':
      return `revoked the API key${name}`;
    case 'webhook.create':
      return `added the webhook endpoint${url}`;
    case 'webhook.update':
      return `changed the webhook endpoint${url}`;
    case 'webhook.delete':
      return `removed the webhook endpoint${url}`;
    case 'location.create':
      return `added the location${name}`;
    case 'location.update':
      return `changed the location${name}`;
    case 'location.delete':
      return `deleted the location${name}`;
    case 'customer.export_data':
      return `downloaded the data of customer ${String(entry.details?.customerNumber ?? '')}`.trimEnd();
    case 'data.export':
      return 'started an export of all data';
    case 'data.download':
      return 'downloaded the export of all data';
    case 'settings.money': {
      const after = (entry.details?.after ?? {}) as { currency?: string; locale?: string };
      const parts = [
        after.currency && `the currency to ${after.currency}`,
        after.locale && `the language to ${after.locale}`,
      ];
      return `changed ${parts.filter(Boolean).join(' and ') || 'the currency and language'}`;
    }
    case 'settings.country': {
      const after = entry.details?.after;
      return typeof after === 'string' ? `changed the country to ${countryName(after)}` : 'changed the country';
    }
    case 'counter_staff.pin_locked':
      return `tried ${String(entry.details?.wrongPins ?? '')} wrong PINs in a day for${name}: their PIN is locked until a team admin sets a new one`;
    case 'counter_device.pin_locked':
      return `took ${String(entry.details?.wrongPins ?? '')} wrong PINs in a day: PIN sign-in there is paused`;
    case 'earn_multiplier.combine':
      return 'changed how earn multipliers combine';
    case 'status_tiers.save':
      return 'changed the status tiers';
    case 'referrals.save':
      return entry.details?.enabled === false ? 'turned refer-a-friend off' : 'changed refer-a-friend';
    case 'webhook.rotate_secret':
      return `rotated the signing secret of${url || ' a webhook endpoint'}`;
    default: {
      const verb = VERBS[entry.action.split('.').pop() ?? ''] ?? 'changed';
      return `${verb} the ${entry.targetType.replaceAll('_', ' ')}${name || url}`;
    }
  }
}

/** Under the keys (team admin): who created or revoked a key or changed a webhook, and when, newest first. */
export function DevelopersActivity() {
  const query = useRecentActivity(true);
  const zone = useBusinessTimeZone();
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className="border-t border-gray-100 px-6 py-5" aria-labelledby="developers-activity-title">
      <h3 id="developers-activity-title" className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <History className="size-4 text-gray-400" aria-hidden />
        Recent activity
      </h3>
      {query.isPending ? (
        <div className="mt-3 space-y-2" role="status" aria-busy="true" aria-label="Loading recent activity">
          <div className="h-4 w-2/3 animate-pulse rounded bg-gray-100" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-gray-100" />
        </div>
      ) : query.isError ? (
        <p className="mt-2 text-sm text-gray-600">
          {AUDIT_MESSAGES.loadFailed}.{' '}
          <button type="button" className="font-medium text-brand-600 hover:underline" onClick={() => query.refetch()}>
            Try again
          </button>
        </p>
      ) : entries.length === 0 ? (
        <p className="mt-2 text-sm text-gray-500">{AUDIT_MESSAGES.empty}</p>
      ) : (
        <>
          <ul className="mt-3 space-y-2.5" aria-label="Recent activity" data-testid="developers-activity">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-0.5 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
              >
                <p className="min-w-0 text-gray-700">
                  <span className="font-medium text-gray-900">{entry.actor.label}</span> {activityText(entry)}
                </p>
                <time
                  dateTime={entry.createdAt}
                  title={formatZonedDateTime(entry.createdAt, zone)}
                  className="shrink-0 text-xs text-gray-500"
                >
                  {lastUsedLabel(entry.createdAt)}
                </time>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              Show older activity
            </Button>
          )}
        </>
      )}
    </section>
  );
}
