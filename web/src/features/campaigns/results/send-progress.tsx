import type { TCampaign } from '@regulars/contracts';
import { MoonStar } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { formatCountIn } from '../../../lib/format-number.ts';
import { sendProgress } from '../campaign-display.ts';
import { heldUntil } from '../quiet-hold.ts';

/** While sending (or held by quiet hours, saying until when): how many went (solid) and how many are queued behind them (light), of all recipients. */
export function SendProgress({ campaign }: { campaign: TCampaign }) {
  const words = useAppWords();
  const { t, locale } = words;
  const count = (n: number) => formatCountIn(n, locale);
  const { done, queued } = sendProgress(campaign);
  const handled = campaign.stats.sent + campaign.stats.failed;
  const { stats } = campaign;
  return (
    <Card className="px-6 py-5" data-testid="send-progress">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="flex items-center gap-2 font-medium text-gray-900" data-testid="send-state">
          {campaign.quietHold ? (
            <>
              <MoonStar className="size-4 shrink-0 text-amber-500" aria-hidden />
              {heldUntil(campaign.quietHold, words)}
            </>
          ) : (
            <>
              <Spinner className="size-4 text-amber-500" />
              {t('campaigns.progress.sending')}
            </>
          )}
        </p>
        <p className="shrink-0 text-gray-600 tabular-nums">
          {t('campaigns.progress.count', { handled: count(handled), total: count(campaign.recipientCount) })}
        </p>
      </div>
      <div
        className="mt-3 flex h-2.5 overflow-hidden rounded-full bg-gray-100"
        role="progressbar"
        aria-label={t('campaigns.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(done)}
      >
        <div className="h-full bg-brand-600 transition-[width] duration-500" style={{ width: `${done}%` }} />
        <div className="h-full bg-brand-200 transition-[width] duration-500" style={{ width: `${queued}%` }} />
      </div>
      <p className="mt-2 text-xs text-gray-500">
        {t(stats.failed > 0 ? 'campaigns.progress.noteFailed' : 'campaigns.progress.note', {
          queued: stats.queued,
          sent: stats.sent,
          failed: stats.failed,
        })}
      </p>
    </Card>
  );
}
