import { type TCampaignAudience, type TCampaignType, ZControlShare, ZVariantBShare } from '@regulars/contracts';
import { useMemo } from 'react';
import { useAudienceCount } from '../../../api/campaigns.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { countRequest, type TAudienceMode } from '../audience-rules.ts';

/**
 * The audience counted by the server ~300 ms after the rules stop changing, with how many the campaign's control group
 * would keep back (`share`: its percent, 0 when none) and how many of the others version B would get (`variantBShare`:
 * its percent, 0 without an A/B test); null request while a rule is invalid.
 */
export function useLiveAudienceCount(
  type: TCampaignType,
  mode: TAudienceMode,
  audience: TCampaignAudience,
  control: { campaignId: string; share: number | null; variantBShare: number | null },
) {
  const base = countRequest(type, mode, audience);
  const share = ZControlShare.safeParse(control.share);
  const b = ZVariantBShare.safeParse(control.variantBShare);
  // A share still being typed (blank, 70) counts no control group (or version B) until it is valid.
  const controlShare = share.success && share.data > 0 ? share.data : undefined;
  const variantBShare = b.success ? b.data : undefined;
  const asked =
    base && (controlShare || variantBShare)
      ? { ...base, campaignId: control.campaignId, controlShare, variantBShare }
      : base;
  // The form hands over a fresh object on every keystroke: compare by content, count once typing pauses.
  const key = JSON.stringify(asked);
  const settled = useDebouncedValue(key, 300);
  const request = useMemo(() => JSON.parse(settled) as ReturnType<typeof countRequest>, [settled]);
  const count = useAudienceCount(request);
  return { request, count, waiting: key !== settled || count.isFetching };
}

export type TLiveAudienceCount = ReturnType<typeof useLiveAudienceCount>;
