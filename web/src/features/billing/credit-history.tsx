import { useCreditLedger } from '../../api/billing.ts';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { formatShortDate } from '../../lib/format-date.ts';
import { formatCount } from '../../lib/format-number.ts';

const KIND: Record<string, string> = {
  initial_grant: 'Plan credits',
  admin_allocation: 'Added by support',
  sms_spend: 'SMS',
  email_spend: 'Email',
  send_refund: 'Refund: message not delivered',
  agency_transfer: 'Agency credits',
  release_removal: 'Removed on leaving the agency',
};

/** Every credit grant and spend, newest first. */
export function CreditHistory() {
  const ledger = useCreditLedger();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Credit history</CardTitle>
        <CardDescription>
          Credits come with your plan's first payment, or from your agency, and are used once your monthly SMS allowance
          runs out.
        </CardDescription>
      </CardHeader>
      {ledger.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner className="size-5" />
        </div>
      ) : ledger.isError || ledger.data.entries.length === 0 ? (
        <p className="px-6 py-8 text-center text-sm text-gray-500">
          {ledger.isError ? 'Failed to load credit history' : 'No credit activity yet.'}
        </p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {ledger.data.entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-4 px-6 py-3 text-sm">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{entry.reason}</p>
                <p className="text-gray-500">
                  {KIND[entry.kind] ?? entry.kind} · {formatShortDate(entry.createdAt)}
                </p>
              </div>
              <div className="text-right tabular-nums">
                <p className={cn('font-semibold', entry.delta > 0 ? 'text-emerald-700' : 'text-gray-900')}>
                  {entry.delta > 0 ? '+' : ''}
                  {formatCount(entry.delta)}
                </p>
                <p className="text-xs text-gray-500">Balance {formatCount(entry.balanceAfter)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
