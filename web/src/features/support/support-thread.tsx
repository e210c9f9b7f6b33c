import type { TSupportReply } from '@regulars/contracts';
import { useMe } from '../../api/auth.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatDateTime } from '../../lib/format-date.ts';

/** The question and the operator's replies under it, oldest first: what Help and the console both show. */
export function SupportThread({
  message,
  askedBy,
  askedAt,
  replies,
}: {
  message: string;
  askedBy: string;
  askedAt: string;
  replies: TSupportReply[];
}) {
  const { t, locale } = useAppWords();
  // A white-label client's people read "Support", not the platform's name (issue 53).
  const team = t(useMe().data?.business?.whiteLabel ? 'frame.support.teamOwn' : 'frame.support.team');
  return (
    <ol className="space-y-3" aria-label={t('frame.support.conversation')}>
      <li className="rounded-lg border border-gray-200 bg-white px-3.5 py-3">
        <p className="text-xs text-gray-500">
          <span className="font-medium text-gray-700">{askedBy}</span> · {formatDateTime(askedAt, undefined, locale)}
        </p>
        <p className="mt-1.5 text-sm whitespace-pre-wrap break-words text-gray-800">{message}</p>
      </li>
      {replies.map((reply) => (
        <li
          key={reply.id}
          className="rounded-lg border border-brand-100 bg-brand-50/60 px-3.5 py-3"
          data-testid="support-reply"
        >
          <p className="text-xs text-brand-700">
            <span className="font-semibold">{team}</span> · {formatDateTime(reply.createdAt, undefined, locale)}
          </p>
          <p className="mt-1.5 text-sm whitespace-pre-wrap break-words text-gray-800">{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}
