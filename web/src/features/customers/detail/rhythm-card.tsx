import { RHYTHM_MIN_VISIT_DAYS, type TCustomerRhythm } from '@regulars/contracts';
import { CalendarClock } from 'lucide-react';
import { useCustomerRhythm } from '../../../api/customers.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { type TAppWords, useAppWords } from '../../../lib/app-words.tsx';
import { formatCalendarDay } from '../../../lib/format-date.ts';
import { detailRefusal } from './detail-refusals.ts';

type TRhythm = NonNullable<TCustomerRhythm['rhythm']>;

/** Where they stand against their own rhythm, in words and a tone. */
function standing(rhythm: TRhythm, { t }: TAppWords): { text: string; tone: BadgeTone } {
  const { daysLate, status } = rhythm;
  if (status === 'overdue') return { text: t('customerDetail.rhythm.overdue', { count: daysLate }), tone: 'red' };
  if (status === 'late') return { text: t('customerDetail.rhythm.late', { count: daysLate }), tone: 'amber' };
  if (daysLate === 0) return { text: t('customerDetail.rhythm.dueToday'), tone: 'green' };
  return { text: t('customerDetail.rhythm.dueIn', { count: -daysLate }), tone: 'green' };
}

/**
 * The customer's own rhythm: how often they usually come (the middle of their latest gaps between visit days), give
 * or take, their last visit and when the next is due, in the business's days. "Overdue" is by their rhythm, not a
 * fixed number of days: a weekly regular is overdue after a week and a bit, a monthly one not after three weeks.
 */
export function RhythmCard({ customerId }: { customerId: string }) {
  const words = useAppWords();
  const { t } = words;
  const query = useCustomerRhythm(customerId, true);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-4 text-gray-400" aria-hidden="true" />
          {t('customerDetail.rhythm.title')}
        </CardTitle>
        <CardDescription>{t('customerDetail.rhythm.description')}</CardDescription>
      </CardHeader>
      <div className="px-6 py-4">
        {query.isPending ? (
          <div className="space-y-2" role="status" aria-label={t('customerDetail.rhythm.loading')}>
            <div className="h-6 w-32 animate-pulse rounded bg-gray-100" />
            <div className="h-10 animate-pulse rounded bg-gray-100" />
          </div>
        ) : query.isError ? (
          <div className="space-y-2 text-sm">
            <p className="text-gray-700">
              {t('customerDetail.rhythm.loadFailed')}{' '}
              {detailRefusal(words, query.error, 'customerDetail.refusal.fallback')}
            </p>
            <Button variant="secondary" size="sm" onClick={() => query.refetch()} disabled={query.isRefetching}>
              {t('customerDetail.rhythm.retry')}
            </Button>
          </div>
        ) : query.data.rhythm ? (
          <RhythmFigures rhythm={query.data.rhythm} />
        ) : (
          <div className="text-sm" data-testid="rhythm-unknown">
            <p className="font-medium text-gray-900">{t('customerDetail.rhythm.notEnough')}</p>
            <p className="mt-1 text-gray-500">
              {t('customerDetail.rhythm.showsOnce', { min: RHYTHM_MIN_VISIT_DAYS, count: query.data.visitDays })}
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}

export function RhythmFigures({ rhythm }: { rhythm: TRhythm }) {
  const words = useAppWords();
  const { t, locale } = words;
  const { text, tone } = standing(rhythm, words);
  return (
    <div className="space-y-3" data-testid="rhythm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold text-gray-900">
          {t('customerDetail.rhythm.every', { count: rhythm.usualGapDays })}
          {rhythm.spreadDays > 0 ? (
            <span className="ml-1.5 text-sm font-normal text-gray-500">
              {t('customerDetail.rhythm.giveOrTake', { count: rhythm.spreadDays })}
            </span>
          ) : null}
        </p>
        <Badge tone={tone}>{text}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-gray-500">{t('customerDetail.rhythm.lastVisit')}</dt>
          <dd className="font-medium text-gray-900">{formatCalendarDay(rhythm.lastVisitOn, locale)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('customerDetail.rhythm.nextDue')}</dt>
          <dd className="font-medium text-gray-900">{formatCalendarDay(rhythm.dueOn, locale)}</dd>
        </div>
      </dl>
      {rhythm.status === 'late' ? (
        <p className="text-xs text-gray-500">{t('customerDetail.rhythm.withinSpread', { count: rhythm.spreadDays })}</p>
      ) : null}
    </div>
  );
}
