import type { TTillConnection, TTillProvider } from '@regulars/contracts';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { tillActorIn, tillHistoryIn } from './till-refusals.ts';

/** The connection's audit rows, newest first: what happened, who did it, when. */
export function TillHistory({ provider, history }: { provider: TTillProvider; history: TTillConnection['history'] }) {
  const words = useAppWords();
  if (history.length === 0)
    return <p className="text-sm text-gray-500">{words.t('integrations.tills.nothingRecorded')}</p>;
  return (
    <ol className="divide-y divide-gray-100 rounded-lg border border-gray-200" data-testid="till-history">
      {history.map((entry) => (
        <li
          key={`${entry.at}-${entry.what}`}
          className="flex flex-col gap-0.5 px-3 py-2.5 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
        >
          <span className="min-w-0 break-words text-gray-900">
            {tillHistoryIn(words, entry.what, provider)}
            <span className="text-gray-500"> · {tillActorIn(words, entry.by)}</span>
          </span>
          <time dateTime={entry.at} className="shrink-0 text-xs text-gray-500 tabular-nums">
            {formatDateTime(entry.at, undefined, words.locale)}
          </time>
        </li>
      ))}
    </ol>
  );
}
