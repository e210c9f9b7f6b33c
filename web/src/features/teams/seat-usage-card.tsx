import { seatBarTone, type TSeatUsage } from '@regulars/contracts';
import { TriangleAlert, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCountIn } from '../../lib/format-number.ts';

const barColour = { orange: 'bg-orange-500', yellow: 'bg-yellow-400', red: 'bg-red-500' } as const;

/** 'x of y seats used' with the capacity bar and, when full, the upgrade prompt. */
export function SeatUsageCard({ seats, isAdmin }: { seats: TSeatUsage; isAdmin: boolean }) {
  const { t, locale } = useAppWords();
  const unlimited = seats.max === -1;
  const percent = unlimited ? 0 : seats.max > 0 ? Math.round((seats.used / seats.max) * 100) : 100;
  const tone = unlimited ? 'orange' : seatBarTone(seats.used, seats.max);
  const full = !unlimited && percent >= 100;
  const used = formatCountIn(seats.used, locale);

  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex items-start justify-between gap-4">
          <div className="flex items-center gap-3">
            <div className="flex size-10 items-center justify-center rounded-lg bg-orange-50 text-orange-600">
              <Users className="size-5" aria-hidden />
            </div>
            <div>
              <h2 className="text-sm font-semibold text-gray-900">{t('company.seats.title')}</h2>
              <p className="text-sm text-gray-500" data-testid="seat-usage">
                {unlimited
                  ? t('company.seats.usedUnlimited', { used })
                  : t('company.seats.used', { used, max: formatCountIn(seats.max, locale) })}
              </p>
            </div>
          </div>
          {!unlimited && (
            <span className="text-2xl font-semibold tracking-tight whitespace-nowrap text-gray-900 tabular-nums">
              {t('company.seats.percent', { percent: formatCountIn(percent, locale) })}
            </span>
          )}
        </div>
        {!unlimited && (
          <div
            className="h-2.5 overflow-hidden rounded-full bg-gray-100"
            role="progressbar"
            aria-label={t('company.seats.capacity')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(percent, 100)}
            data-tone={tone}
          >
            <div
              className={cn('h-full rounded-full transition-all', barColour[tone])}
              style={{ width: `${Math.min(percent, 100)}%` }}
            />
          </div>
        )}
        <p className="text-xs text-gray-500">{t('company.seats.note')}</p>
        {full && (
          <div className="space-y-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3">
            <p className="flex gap-2 text-sm text-red-800">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-500" aria-hidden />
              {t('company.seats.limit')}
            </p>
            {isAdmin && (
              <Button asChild size="sm" variant="danger">
                <Link to="/subscription">{t('company.seats.upgrade')}</Link>
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
