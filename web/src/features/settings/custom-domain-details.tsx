import type { TCustomDomain } from '@regulars/contracts';
import { CircleCheck, ExternalLink, Hourglass, RefreshCw } from 'lucide-react';
import { useCheckCustomDomain } from '../../api/custom-domain.ts';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatShortDate } from '../../lib/format-date.ts';
import { agoIn } from '../../lib/last-used-label.ts';
import { wordsAround } from '../../lib/words-around.tsx';
import { CustomDomainRecords } from './custom-domain-records.tsx';
import { CustomDomainRemove } from './custom-domain-remove.tsx';
import { settingsMessageIn, settingsRefusal } from './settings-refusals.ts';

/**
 * A domain added: waiting for its DNS records (the records to create, the last check's finding, Check now) or verified
 * (where the customers' pages are now). The team admin removes it; a team member reads it.
 */
export function CustomDomainDetails({ domain, canEdit }: { domain: TCustomDomain; canEdit: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const check = useCheckCustomDomain();
  const verified = domain.status === 'verified';
  const checking = domain.checking || check.isPending;

  const onCheck = () =>
    check.mutate(undefined, {
      onError: (error) =>
        toast.error(t('settings.domain.checkFailed'), {
          description: settingsRefusal(words, error, 'settings.somethingWrong'),
        }),
    });

  return (
    <>
      <div className="divide-y divide-gray-100">
        <SettingsGroup
          title={t('settings.domain.domainTitle')}
          description={t(verified ? 'settings.domain.verifiedDescription' : 'settings.domain.pendingDescription')}
        >
          <div className="space-y-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <p
                className="min-w-0 font-mono text-sm font-semibold break-all text-gray-900"
                data-testid="custom-domain-hostname"
              >
                {domain.hostname}
              </p>
              <Badge tone={verified ? 'green' : 'amber'} data-testid="custom-domain-status">
                {verified ? (
                  <CircleCheck className="size-3.5" aria-hidden />
                ) : (
                  <Hourglass className="size-3.5" aria-hidden />
                )}
                {t(verified ? 'settings.domain.status.verified' : 'settings.domain.status.pending')}
              </Badge>
            </div>
            {verified ? <VerifiedLines domain={domain} /> : <PendingLines domain={domain} checking={checking} />}
          </div>
        </SettingsGroup>
        {!verified && <CustomDomainRecords records={domain.records} />}
      </div>
      {canEdit && (
        <div className="flex flex-col-reverse gap-3 border-t border-gray-100 px-6 py-4 sm:flex-row sm:justify-between">
          <CustomDomainRemove domain={domain} />
          {!verified && (
            <Button onClick={onCheck} loading={checking} className="w-full sm:w-auto">
              {!checking && <RefreshCw className="size-4" aria-hidden />}
              {t(checking ? 'settings.domain.checking' : 'settings.domain.checkNow')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

/** Where the customers' pages are now, as a link, and what follows from it. */
function VerifiedLines({ domain }: { domain: TCustomDomain }) {
  const { t, locale } = useAppWords();
  const zone = useBusinessTimeZone();
  const shown = domain.address.replace(/^https?:\/\//, '');
  return (
    <>
      <div className="rounded-lg bg-emerald-50 px-4 py-3 text-sm ring-1 ring-emerald-600/20 ring-inset">
        <p className="text-emerald-900" data-testid="custom-domain-live">
          {wordsAround((values) => t('settings.domain.live', values), {
            address: (
              <a
                href={domain.address}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-semibold break-all text-emerald-800 underline decoration-emerald-600/40 underline-offset-4 hover:decoration-emerald-700"
              >
                {shown}
                <ExternalLink className="size-3.5 shrink-0" aria-hidden />
              </a>
            ),
          })}
        </p>
        <p className="mt-1 text-emerald-800">{t('settings.domain.liveLinks')}</p>
      </div>
      {domain.verifiedAt && (
        <p className="text-xs text-gray-500">
          {t('settings.domain.verifiedOn', { date: formatShortDate(domain.verifiedAt, zone, locale) })}
        </p>
      )}
    </>
  );
}

/** The last check's finding in the user's words, and when it was, or that a check is under way. */
function PendingLines({ domain, checking }: { domain: TCustomDomain; checking: boolean }) {
  const words = useAppWords();
  const { t } = words;
  return (
    <>
      {domain.problem && !checking && (
        <Alert tone="warning" data-testid="custom-domain-problem">
          {settingsMessageIn(words, domain.problem, 'settings.domain.status.pending')}
        </Alert>
      )}
      <p className="flex items-center gap-2 text-sm text-gray-500" aria-live="polite" data-testid="custom-domain-check">
        {checking && <Spinner className="size-4 text-brand-600" />}
        {checking
          ? t('settings.domain.checking')
          : domain.lastCheckedAt
            ? t('settings.domain.lastChecked', { when: agoIn(words, domain.lastCheckedAt) })
            : t('settings.domain.notChecked')}
      </p>
    </>
  );
}
