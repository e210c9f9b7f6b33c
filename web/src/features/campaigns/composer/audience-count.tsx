import type { TCampaignType } from '@regulars/contracts';
import { Users } from 'lucide-react';
import { errorMessage } from '../../../api/client.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { recipientCountText } from '../audience-rules.ts';
import type { TLiveAudienceCount } from './use-live-audience-count.ts';

/** '312 of 1,040 customers will receive it', and who is never counted. */
export function AudienceCount({ type, live }: { type: TCampaignType; live: TLiveAudienceCount }) {
  const { request, count, waiting } = live;
  const channel = type === 'email' ? 'email' : 'SMS';
  return (
    <div className="rounded-xl bg-gray-50 px-4 py-3" aria-live="polite">
      <p className="flex items-center gap-2 text-sm font-medium text-gray-900">
        <Users className="size-4 shrink-0 text-gray-500" aria-hidden />
        {request === null ? (
          <span className="text-gray-500">Fix the rules above to see who will receive it.</span>
        ) : count.data ? (
          <span data-testid="audience-count" className="tabular-nums">
            {recipientCountText(count.data.count, count.data.total, count.data.control, count.data.variantB)}
          </span>
        ) : count.isError ? (
          <span className="text-red-700">{errorMessage(count.error)}</span>
        ) : (
          <span className="text-gray-500">Counting…</span>
        )}
        {waiting && request !== null && <Spinner className="size-3.5 text-gray-400" label="Counting" />}
      </p>
      <p className="mt-1 text-xs text-gray-500">
        Customers without {type === 'email' ? 'an email address' : 'a mobile number'}, or who unsubscribed or opted out
        of {channel}, are never counted or sent to.
      </p>
    </div>
  );
}
