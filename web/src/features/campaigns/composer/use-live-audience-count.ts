import type { TCampaignAudience, TCampaignType } from '@regulars/contracts';
import { useMemo } from 'react';
import { useAudienceCount } from '../../../api/campaigns.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { countRequest, type TAudienceMode } from '../audience-rules.ts';

/** The audience counted by the server ~300 ms after the rules stop changing; null request while a rule is invalid. */
export function useLiveAudienceCount(type: TCampaignType, mode: TAudienceMode, audience: TCampaignAudience) {
  // The form hands over a fresh object on every keystroke: compare by content, count once typing pauses.
  const key = JSON.stringify(countRequest(type, mode, audience));
  const settled = useDebouncedValue(key, 300);
  const request = useMemo(() => JSON.parse(settled) as ReturnType<typeof countRequest>, [settled]);
  const count = useAudienceCount(request);
  return { request, count, waiting: key !== settled || count.isFetching };
}

export type TLiveAudienceCount = ReturnType<typeof useLiveAudienceCount>;
