import type { TReferralRow, TReferralStatus } from '@regulars/contracts';
import { Link } from 'react-router';
import { useReferralList } from '../../api/referrals.ts';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SidewaysScroll } from '../../components/ui/sideways-scroll.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatShortDate } from '../../lib/format-date.ts';
import { referralRefusal } from './referral-refusal.ts';
import { HELD_TEXT, STATUS_TEXT } from './referral-words.ts';

const TONES: Record<TReferralStatus, BadgeTone> = {
  pending: 'blue',
  rewarded: 'green',
  held: 'amber',
  expired: 'neutral',
};

function CustomerLink({ customer }: { customer: TReferralRow['friend'] }) {
  return (
    <Link
      to={`/customers/${customer.id}`}
      className="rounded font-medium break-words text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {customer.name}
    </Link>
  );
}

/** The latest referrals, newest first: who joined, who invited them, when, and where each stands. */
export function ReferralList() {
  const words = useAppWords();
  const { t, locale } = words;
  const list = useReferralList(true);
  const zone = useBusinessTimeZone();
  const referrals = list.data?.referrals;

  if (list.isPending) {
    return (
      <div className="h-16 animate-pulse rounded-lg bg-gray-100" role="status" aria-busy="true">
        <span className="sr-only">{t('growth.referrals.loadingList')}</span>
      </div>
    );
  }
  if (!referrals) {
    return (
      <LoadError
        title={t('growth.referrals.refusal.loadFailed')}
        description={referralRefusal(words, list.error)}
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (referrals.length === 0) {
    return (
      <p className="text-sm text-gray-600" data-testid="referrals-empty">
        {t('growth.referrals.none')}
      </p>
    );
  }
  return (
    <SidewaysScroll label={t('growth.referrals.recent')} className="rounded-lg ring-1 ring-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5">
              {t('growth.referrals.column.friend')}
            </th>
            <th scope="col" className="px-4 py-2.5">
              {t('growth.referrals.column.invitedBy')}
            </th>
            <th scope="col" className="px-4 py-2.5">
              {t('growth.referrals.column.joined')}
            </th>
            <th scope="col" className="px-4 py-2.5">
              {t('growth.referrals.column.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {referrals.map((referral) => (
            <tr key={referral.id} className="align-top" data-testid="referral-row">
              <td className="max-w-48 min-w-32 px-4 py-3">
                <CustomerLink customer={referral.friend} />
              </td>
              <td className="max-w-48 min-w-32 px-4 py-3">
                <CustomerLink customer={referral.referrer} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-gray-600">
                {formatShortDate(referral.joinedAt, zone, locale)}
              </td>
              <td className="min-w-48 px-4 py-3">
                <Badge tone={TONES[referral.status]}>{t(STATUS_TEXT[referral.status])}</Badge>
                {referral.status === 'held' && referral.heldReason && (
                  <p className="mt-1 max-w-64 text-xs text-gray-600" data-testid="referral-held-reason">
                    {t(HELD_TEXT[referral.heldReason])}
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}
