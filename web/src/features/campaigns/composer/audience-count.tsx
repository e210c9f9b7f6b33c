import type { TCampaignType } from '@regulars/contracts';
import { Users } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { recipientCountText } from '../audience-rules.ts';
import { composerRefusal } from './composer-refusals.ts';
import type { TLiveAudienceCount } from './use-live-audience-count.ts';

/** '312 of 1,040 customers will receive it', and who is never counted. */
export function AudienceCount({ type, live }: { type: TCampaignType; live: TLiveAudienceCount }) {
  const words = useAppWords();
  const { t } = words;
  const { request, count, waiting } = live;
  return (
    <div className="rounded-xl bg-gray-50 px-4 py-3" aria-live="polite">
      <p className="flex items-center gap-2 text-sm font-medium text-gray-900">
        <Users className="size-4 shrink-0 text-gray-500" aria-hidden />
        {request === null ? (
          <span className="text-gray-500">{t('composer.count.fixRules')}</span>
        ) : count.data ? (
          <span data-testid="audience-count" className="tabular-nums">
            {recipientCountText(count.data.count, count.data.total, count.data.control, count.data.variantB, words)}
          </span>
        ) : count.isError ? (
          <span className="text-red-700">{composerRefusal(words, count.error)}</span>
        ) : (
          <span className="text-gray-500">{t('composer.count.counting')}</span>
        )}
        {waiting && request !== null && (
          <Spinner className="size-3.5 text-gray-400" label={t('composer.count.countingLabel')} />
        )}
      </p>
      <p className="mt-1 text-xs text-gray-500">
        {t(type === 'email' ? 'composer.count.neverEmail' : 'composer.count.neverSms')}
      </p>
    </div>
  );
}
