import type { TSsoSettings } from '@regulars/contracts';
import { CircleCheck } from 'lucide-react';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatDateTime } from '../../lib/format-date.ts';

/** Single sign-on set up: whose emails go to which provider, and when someone last signed in through it. */
export function SingleSignOnStatus({ settings }: { settings: TSsoSettings }) {
  const { t, locale } = useAppWords();
  const zone = useBusinessTimeZone();
  return (
    <SettingsGroup title={t('company.sso.statusTitle')} description={t('company.sso.statusDescription')}>
      <div className="space-y-2 rounded-lg bg-emerald-50 px-4 py-3 text-sm ring-1 ring-emerald-600/20 ring-inset">
        <p className="flex items-start gap-2 text-emerald-900">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
          <span className="min-w-0 break-words" data-testid="sso-signs-in">
            {t('company.sso.signsIn', { domain: settings.emailDomain, issuer: settings.issuer })}
          </span>
        </p>
        <p className="pl-6 text-emerald-800" data-testid="sso-last-sign-in">
          {settings.lastSignInAt
            ? t('company.sso.lastSignIn', { date: formatDateTime(settings.lastSignInAt, zone, locale) })
            : t('company.sso.noSignInYet')}
        </p>
      </div>
    </SettingsGroup>
  );
}
