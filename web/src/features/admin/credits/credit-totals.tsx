import { CREDIT_KIND_KEYS, type TCreditLog } from '@regulars/contracts';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCount, formatCountOf } from '../../../lib/format-number.ts';
import { creditKindLabel } from './credit-kind-badge.tsx';

const ACCENTS: Record<string, string> = {
  initial_grant: 'bg-sky-500',
  admin_allocation: 'bg-brand-500',
  sms_spend: 'bg-amber-500',
  email_spend: 'bg-gray-400',
  send_refund: 'bg-emerald-500',
  agency_transfer: 'bg-violet-500',
  release_removal: 'bg-red-500',
};

/** Per kind, over everything the filters match: the credits moved and how many entries. Every kind shows, 0 when none. */
export function CreditTotals({ totals }: { totals: TCreditLog['totals'] | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5" data-testid="credit-totals">
      {CREDIT_KIND_KEYS.map((kind, i) => {
        const total = totals?.find((t) => t.kind === kind);
        const credits = total?.credits ?? 0;
        return (
          <Card
            key={kind}
            className={cn(
              'relative overflow-hidden px-4 py-4 sm:px-5',
              // An odd one out on a phone's two columns takes the whole row.
              i === CREDIT_KIND_KEYS.length - 1 && i % 2 === 0 && 'col-span-2 sm:col-span-1',
            )}
          >
            <span className={cn('absolute inset-y-0 left-0 w-1', ACCENTS[kind])} aria-hidden />
            <p className="text-xs font-medium text-gray-500">{creditKindLabel(kind)}</p>
            {totals ? (
              <>
                <p
                  className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums"
                  data-testid={`credit-total-${kind}`}
                >
                  {credits > 0 ? '+' : credits < 0 ? '−' : ''}
                  {formatCount(Math.abs(credits))}
                </p>
                <p className="mt-0.5 text-xs text-gray-500 tabular-nums">
                  {formatCountOf(total?.count ?? 0, 'entry', 'entries')}
                </p>
              </>
            ) : (
              <div className="mt-2 h-8 w-20 animate-pulse rounded bg-gray-100" />
            )}
          </Card>
        );
      })}
    </div>
  );
}
