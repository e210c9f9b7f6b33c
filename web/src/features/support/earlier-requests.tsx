import { ChevronRight } from 'lucide-react';
import { useSupportRequests } from '../../api/support.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { refusalIn } from '../../lib/app-refusal.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { SUPPORT_REFUSALS } from './support-refusals.ts';
import { SupportStatusBadge } from './support-status-badge.tsx';
import { SupportThread } from './support-thread.tsx';

/** The business's earlier requests under the form, each folding open to its conversation. */
export function EarlierRequests({ open }: { open: boolean }) {
  const words = useAppWords();
  const { t, locale } = words;
  const requests = useSupportRequests(open);
  if (requests.isPending) {
    return (
      <div className="flex justify-center py-4">
        <Spinner className="size-5 text-brand-600" label={t('frame.help.loading')} />
      </div>
    );
  }
  if (requests.isError) {
    return <Alert tone="error">{refusalIn(words, requests.error, SUPPORT_REFUSALS, 'frame.somethingWrong')}</Alert>;
  }
  const list = requests.data.requests;
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="earlier-requests" className="space-y-2">
      <h3 id="earlier-requests" className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
        {t('frame.help.yourRequests')}
      </h3>
      <ul className="divide-y divide-gray-100 overflow-hidden rounded-lg border border-gray-200">
        {list.map((request) => (
          <li key={request.id}>
            <details className="group" open={list.length === 1 || undefined} data-testid="support-request">
              <summary className="flex cursor-pointer list-none items-center gap-3 px-3.5 py-2.5 hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
                <ChevronRight
                  className="size-4 shrink-0 text-gray-400 transition-transform group-open:rotate-90"
                  aria-hidden
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-gray-900">{request.subject}</span>
                  <span className="block text-xs text-gray-500">
                    {formatDateTime(request.createdAt, undefined, locale)}
                    {request.replies.length > 0 && ` · ${t('frame.help.replies', { count: request.replies.length })}`}
                  </span>
                </span>
                <SupportStatusBadge status={request.status} />
              </summary>
              <div className="bg-gray-50 px-3.5 py-3">
                <SupportThread
                  message={request.message}
                  askedBy={request.requesterName}
                  askedAt={request.createdAt}
                  replies={request.replies}
                />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
