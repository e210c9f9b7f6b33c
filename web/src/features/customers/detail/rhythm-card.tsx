import { RHYTHM_MIN_VISIT_DAYS, type TCustomerRhythm } from '@regulars/contracts';
import { CalendarClock } from 'lucide-react';
import { errorMessage } from '../../../api/client.ts';
import { useCustomerRhythm } from '../../../api/customers.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatCalendarDay } from '../../../lib/format-date.ts';
import { formatCountOf } from '../../../lib/format-number.ts';

type TRhythm = NonNullable<TCustomerRhythm['rhythm']>;

/** 'Every day', 'Every 7 days'. */
const everyText = (days: number) => (days === 1 ? 'Every day' : `Every ${formatCountOf(days, 'day')}`);

/** Where they stand against their own rhythm, in words and a tone. */
function standing(rhythm: TRhythm): { text: string; tone: BadgeTone } {
  const { daysLate, status } = rhythm;
  if (status === 'overdue') return { text: `Overdue by ${formatCountOf(daysLate, 'day')}`, tone: 'red' };
  if (status === 'late') return { text: `${formatCountOf(daysLate, 'day')} late`, tone: 'amber' };
  if (daysLate === 0) return { text: 'Due today', tone: 'green' };
  return { text: `Due in ${formatCountOf(-daysLate, 'day')}`, tone: 'green' };
}

/**
 * The customer's own rhythm: how often they usually come (the middle of their latest gaps between visit days), give
 * or take, their last visit and when the next is due, in the business's days. "Overdue" is by their rhythm, not a
 * fixed number of days: a weekly regular is overdue after a week and a bit, a monthly one not after three weeks.
 */
export function RhythmCard({ customerId }: { customerId: string }) {
  const query = useCustomerRhythm(customerId, true);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-4 text-gray-400" aria-hidden="true" />
          Rhythm
        </CardTitle>
        <CardDescription>How often they usually come, from their latest visits.</CardDescription>
      </CardHeader>
      <div className="px-6 py-4">
        {query.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading their rhythm">
            <div className="h-6 w-32 animate-pulse rounded bg-gray-100" />
            <div className="h-10 animate-pulse rounded bg-gray-100" />
          </div>
        ) : query.isError ? (
          <div className="space-y-2 text-sm">
            <p className="text-gray-700">Their rhythm could not be loaded. {errorMessage(query.error)}</p>
            <Button variant="secondary" size="sm" onClick={() => query.refetch()} disabled={query.isRefetching}>
              Try again
            </Button>
          </div>
        ) : query.data.rhythm ? (
          <RhythmFigures rhythm={query.data.rhythm} />
        ) : (
          <div className="text-sm" data-testid="rhythm-unknown">
            <p className="font-medium text-gray-900">Not enough visits yet</p>
            <p className="mt-1 text-gray-500">
              {`Their rhythm shows once they have come on ${RHYTHM_MIN_VISIT_DAYS} different days (${formatCountOf(query.data.visitDays, 'day')} so far).`}
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}

export function RhythmFigures({ rhythm }: { rhythm: TRhythm }) {
  const { text, tone } = standing(rhythm);
  return (
    <div className="space-y-3" data-testid="rhythm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold text-gray-900">
          {everyText(rhythm.usualGapDays)}
          {rhythm.spreadDays > 0 ? (
            <span className="ml-1.5 text-sm font-normal text-gray-500">
              give or take {formatCountOf(rhythm.spreadDays, 'day')}
            </span>
          ) : null}
        </p>
        <Badge tone={tone}>{text}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-gray-500">Last visit</dt>
          <dd className="font-medium text-gray-900">{formatCalendarDay(rhythm.lastVisitOn)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">Next visit due</dt>
          <dd className="font-medium text-gray-900">{formatCalendarDay(rhythm.dueOn)}</dd>
        </div>
      </dl>
      {rhythm.status === 'late' ? (
        <p className="text-xs text-gray-500">
          {`Within their usual give or take of ${formatCountOf(rhythm.spreadDays, 'day')}.`}
        </p>
      ) : null}
    </div>
  );
}
