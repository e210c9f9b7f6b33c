import { countryName, type TAppMessageKey, type TBusinessAuditRow } from '@regulars/contracts';
import { History } from 'lucide-react';
import { useRecentActivity } from '../../api/developers.ts';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { Button } from '../../components/ui/button.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatZonedDateTime } from '../../lib/format-date.ts';
import { agoIn } from '../../lib/last-used-label.ts';

/** The verb of an action no case below words: 'counter_device.create' added, '….revoke' revoked. */
const VERBS: Record<string, TAppMessageKey> = {
  create: 'integrations.activity.verb.added',
  update: 'integrations.activity.verb.changed',
  delete: 'integrations.activity.verb.deleted',
  revoke: 'integrations.activity.verb.revoked',
  close: 'integrations.activity.verb.closed',
  reopen: 'integrations.activity.verb.reopened',
  undo: 'integrations.activity.verb.undid',
};

/** What the verb of an action no case below words was done to, with its article ('the counter device'). */
const TARGETS: Record<string, TAppMessageKey> = {
  business: 'integrations.activity.target.business',
  counter_device: 'integrations.activity.target.counterDevice',
  counter_staff: 'integrations.activity.target.counterStaff',
  customer: 'integrations.activity.target.customer',
  customer_import: 'integrations.activity.target.customerImport',
  data_export: 'integrations.activity.target.dataExport',
  earn_multiplier: 'integrations.activity.target.earnMultiplier',
  location: 'integrations.activity.target.location',
  till_connection: 'integrations.activity.target.tillConnection',
  webhook_endpoint: 'integrations.activity.target.webhookEndpoint',
};

/** The actions said in their own words, whatever their details. */
const FIXED: Record<string, TAppMessageKey> = {
  'data.export': 'integrations.activity.dataExport',
  'data.download': 'integrations.activity.dataDownload',
  'earn_multiplier.combine': 'integrations.activity.multipliersCombine',
  'status_tiers.save': 'integrations.activity.statusTiers',
};

/** The actions of a named thing (an API key, a location) and of an endpoint's address. */
const OF_NAME: Record<string, TAppMessageKey> = {
  'api_key.create': 'integrations.activity.apiKeyCreate',
  'api_key.revoke': 'integrations.activity.apiKeyRevoke',
  'location.create': 'integrations.activity.locationCreate',
  'location.update': 'integrations.activity.locationUpdate',
  'location.delete': 'integrations.activity.locationDelete',
  'custom_domain.add': 'integrations.activity.customDomainAdd',
  'custom_domain.remove': 'integrations.activity.customDomainRemove',
  'single_sign_on.save': 'integrations.activity.ssoSave',
  'single_sign_on.remove': 'integrations.activity.ssoRemove',
  'program.create': 'integrations.activity.programCreate',
  'program.update': 'integrations.activity.programUpdate',
  'program.pause': 'integrations.activity.programPause',
  'program.activate': 'integrations.activity.programActivate',
  'program.delete': 'integrations.activity.programDelete',
};
const OF_URL: Record<string, TAppMessageKey> = {
  'webhook.create': 'integrations.activity.webhookCreate',
  'webhook.update': 'integrations.activity.webhookUpdate',
  'webhook.delete': 'integrations.activity.webhookDelete',
};

const own = <T,>(map: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;

/** A region's name in the user's language ('Frankreich' in German); contracts' English name in English. */
function regionName(words: TAppWords, code: string): string {
  if (words.language === 'en') return countryName(code);
  try {
    return new Intl.DisplayNames(words.language, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What an entry did, after who did it, in the user's language: 'created the API key “Front till”'. */
export function activityText(words: TAppWords, entry: TBusinessAuditRow): string {
  const { t } = words;
  const details = entry.details;
  // ' “Front till”' and ' https://…', with their space: nothing when the entry has none.
  const name = typeof details?.name === 'string' ? ` ${t('integrations.activity.quoted', { name: details.name })}` : '';
  const url = typeof details?.url === 'string' ? ` ${details.url}` : '';
  const fixed = own(FIXED, entry.action);
  if (fixed) return t(fixed);
  const ofName = own(OF_NAME, entry.action);
  if (ofName) return t(ofName, { name });
  const ofUrl = own(OF_URL, entry.action);
  if (ofUrl) return t(ofUrl, { url });
  switch (entry.action) {
    case 'customer.export_data':
      return t('integrations.activity.customerExport', { number: String(details?.customerNumber ?? '') }).trimEnd();
    case 'settings.money': {
      const after = (details?.after ?? {}) as { currency?: string; locale?: string };
      const { currency, locale } = after;
      if (currency && locale) return t('integrations.activity.moneyBoth', { currency, locale });
      if (currency) return t('integrations.activity.moneyCurrency', { currency });
      if (locale) return t('integrations.activity.moneyLanguage', { locale });
      return t('integrations.activity.money');
    }
    case 'settings.country': {
      const after = details?.after;
      return typeof after === 'string'
        ? t('integrations.activity.countryTo', { country: regionName(words, after) })
        : t('integrations.activity.country');
    }
    case 'counter_staff.pin_locked':
      return t('integrations.activity.staffPinLocked', { count: String(details?.wrongPins ?? ''), name });
    case 'counter_device.pin_locked':
      return t('integrations.activity.devicePinLocked', { count: String(details?.wrongPins ?? '') });
    case 'team.two_step_reset':
      return t('integrations.activity.twoStepReset', { email: String(details?.email ?? '') });
    case 'referrals.save':
      return t(details?.enabled === false ? 'integrations.activity.referralsOff' : 'integrations.activity.referrals');
    case 'webhook.rotate_secret':
      return url
        ? t('integrations.activity.webhookRotate', { url: url.trim() })
        : t('integrations.activity.webhookRotateUnnamed');
    default: {
      const verb = own(VERBS, entry.action.split('.').pop() ?? '') ?? 'integrations.activity.verb.changed';
      const target = own(TARGETS, entry.targetType);
      // A thing this version does not know: as the server names it in English, something in another language.
      const thing = target
        ? t(target)
        : words.language === 'en'
          ? `the ${entry.targetType.replaceAll('_', ' ')}`
          : t('integrations.activity.target.other');
      return t(verb, { thing, name: name || url });
    }
  }
}

/** Who did it, as the trail names them: a person's name as it is; the server's stand-ins in the user's words. */
export function actorIn(words: TAppWords, actor: TBusinessAuditRow['actor']): string {
  const { label } = actor;
  if (actor.type === 'api_key' && label.startsWith('API key ')) {
    return words.t('integrations.activity.apiKeyActor', { name: label.slice('API key '.length) });
  }
  if (actor.type !== 'user') return label;
  if (label === 'Someone on the team') return words.t('integrations.someoneOnTeam');
  if (label === 'Counter') return words.t('integrations.activity.counterActor');
  const device = /^Counter device "(.*)"$/s.exec(label);
  return device ? words.t('integrations.activity.deviceActor', { name: device[1] }) : label;
}

/** Under the keys (team admin): who created or revoked a key or changed a webhook, and when, newest first. */
export function DevelopersActivity() {
  const words = useAppWords();
  const { t, locale } = words;
  const query = useRecentActivity(true);
  const zone = useBusinessTimeZone();
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className="border-t border-gray-100 px-6 py-5" aria-labelledby="developers-activity-title">
      <h3 id="developers-activity-title" className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <History className="size-4 text-gray-400" aria-hidden />
        {t('integrations.activity.title')}
      </h3>
      {query.isPending ? (
        <div className="mt-3 space-y-2" role="status" aria-busy="true" aria-label={t('integrations.activity.loading')}>
          <div className="h-4 w-2/3 animate-pulse rounded bg-gray-100" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-gray-100" />
        </div>
      ) : query.isError ? (
        <p className="mt-2 text-sm text-gray-600">
          {t('integrations.activity.loadFailed')}{' '}
          <button type="button" className="font-medium text-brand-600 hover:underline" onClick={() => query.refetch()}>
            {t('integrations.tryAgain')}
          </button>
        </p>
      ) : entries.length === 0 ? (
        <p className="mt-2 text-sm text-gray-500">{t('integrations.activity.empty')}</p>
      ) : (
        <>
          <ul
            className="mt-3 space-y-2.5"
            aria-label={t('integrations.activity.title')}
            data-testid="developers-activity"
          >
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-0.5 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
              >
                <p className="min-w-0 text-gray-700">
                  <span className="font-medium text-gray-900">{actorIn(words, entry.actor)}</span>{' '}
                  {activityText(words, entry)}
                </p>
                <time
                  dateTime={entry.createdAt}
                  title={formatZonedDateTime(entry.createdAt, zone, locale)}
                  className="shrink-0 text-xs text-gray-500"
                >
                  {agoIn(words, entry.createdAt)}
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
              {t('integrations.activity.older')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
