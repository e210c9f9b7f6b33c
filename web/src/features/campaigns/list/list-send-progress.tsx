import type { TCampaignListItem } from '@regulars/contracts';
import { useAppWords } from '../../../lib/app-words.tsx';
import { formatCountIn } from '../../../lib/format-number.ts';
import { sendProgress } from '../campaign-display.ts';

/** A sending campaign's row: how many of its recipients were handed over so far, as words and a thin bar. */
export function ListSendProgress({ campaign }: { campaign: TCampaignListItem }) {
  const { t, locale } = useAppWords();
  const { done } = sendProgress(campaign);
  const handled = campaign.stats.sent + campaign.stats.failed;
  return (
    <div data-testid="list-send-progress">
      <p className="text-xs text-gray-700 tabular-nums">
        {t('campaigns.list.progress', {
          handled: formatCountIn(handled, locale),
          total: formatCountIn(campaign.recipientCount, locale),
        })}
      </p>
      <div
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-gray-100"
        role="progressbar"
        aria-label={t('campaigns.list.progressOf', { name: campaign.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(done)}
      >
        <div className="h-full bg-brand-600 transition-[width] duration-500" style={{ width: `${done}%` }} />
      </div>
    </div>
  );
}
