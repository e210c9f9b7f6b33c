import type { TAppMessageKey } from '@regulars/contracts';
import { useCreditLedger } from '../../api/billing.ts';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { formatShortDate } from '../../lib/format-date.ts';
import { formatCountIn } from '../../lib/format-number.ts';

/** The ledger's kinds (server/src/billing), in the user's language. */
const KIND: Record<string, TAppMessageKey> = {
  initial_grant: 'billing.credits.kind.initialGrant',
  admin_allocation: 'billing.credits.kind.adminAllocation',
  sms_spend: 'billing.credits.kind.smsSpend',
  email_spend: 'billing.credits.kind.emailSpend',
  send_refund: 'billing.credits.kind.sendRefund',
  agency_transfer: 'billing.credits.kind.agencyTransfer',
  release_removal: 'billing.credits.kind.releaseRemoval',
};

/** Every credit grant and spend, newest first. Each entry's reason is the ledger's, as written when it was made. */
export function CreditHistory() {
  const { t, language, locale } = useAppWords();
  const ledger = useCreditLedger();
  // A kind the server may add is shown as written in English, as plain credits in another language.
  const kindOf = (kind: string) =>
    Object.hasOwn(KIND, kind) ? t(KIND[kind]!) : language === 'en' ? kind : t('billing.credits.kind.other');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.credits.title')}</CardTitle>
        <CardDescription>{t('billing.credits.text')}</CardDescription>
      </CardHeader>
      {ledger.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner className="size-5" />
        </div>
      ) : ledger.isError || ledger.data.entries.length === 0 ? (
        <p className="px-6 py-8 text-center text-sm text-gray-500">
          {ledger.isError ? t('billing.credits.loadFailed') : t('billing.credits.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {ledger.data.entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-4 px-6 py-3 text-sm">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{entry.reason}</p>
                <p className="text-gray-500">
                  {kindOf(entry.kind)} · {formatShortDate(entry.createdAt, undefined, locale)}
                </p>
              </div>
              <div className="text-right tabular-nums">
                <p className={cn('font-semibold', entry.delta > 0 ? 'text-emerald-700' : 'text-gray-900')}>
                  {entry.delta > 0 ? '+' : ''}
                  {formatCountIn(entry.delta, locale)}
                </p>
                <p className="text-xs text-gray-500">
                  {t('billing.credits.balance', { balance: formatCountIn(entry.balanceAfter, locale) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
