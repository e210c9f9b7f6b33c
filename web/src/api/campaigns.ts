import {
  type TAudienceCountRequest,
  type TCampaign,
  type TCampaignTest,
  type TCampaignType,
  type TCreateCampaign,
  type TSendCampaign,
  type TUpdateCampaign,
  ZAudienceCount,
  ZCampaign,
  ZCampaignLiftAnswer,
  ZCampaignList,
  ZCampaignRecipients,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client.ts';
import { keepPageOf } from './keep-page-of.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

/** The list's filter: every campaign, or one channel's. */
export type TCampaignFilter = 'all' | TCampaignType;
/** The results table's filter; 'all' sends no status. */
export type TRecipientFilter = 'all' | 'pending' | 'sent' | 'failed' | 'opened' | 'clicked' | 'control';

/** While a campaign is sending its page follows the progress at this pace. */
export const CAMPAIGN_POLL_MS = 2000;

const ZTestAnswer = z.object({ message: z.string() });

const campaignPath = (id: string, rest = '') => `/api/campaigns/${encodeURIComponent(id)}${rest}`;

export function useCampaigns(query: { type: TCampaignFilter; page: number }) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.campaignList(scope, query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page) });
      if (query.type !== 'all') params.set('type', query.type);
      return apiRequest(`/api/campaigns?${params}`, { schema: ZCampaignList, signal });
    },
    enabled: scope !== null,
    // The next page or another tab replaces the rows in place instead of flashing the skeleton.
    placeholderData: keepPageOf(scope),
    // A campaign sending shows its progress in the list: read again until none is.
    refetchInterval: (query) =>
      query.state.data?.campaigns.some((c) => c.status === 'sending') ? CAMPAIGN_POLL_MS : false,
  });
}

/** One campaign; polled while it is sending, so the progress bar and figures move on their own. */
export function useCampaign(id: string) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.campaign(scope, id),
    queryFn: ({ signal }) => apiRequest(campaignPath(id), { schema: ZCampaign, signal }),
    enabled: scope !== null && id !== '',
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? CAMPAIGN_POLL_MS : false),
  });
}

export function useCampaignRecipients(id: string, query: { status: TRecipientFilter; page: number }, live: boolean) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.campaignRecipients(scope, id, query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page) });
      if (query.status !== 'all') params.set('status', query.status);
      return apiRequest(`${campaignPath(id, '/recipients')}?${params}`, { schema: ZCampaignRecipients, signal });
    },
    enabled: scope !== null,
    placeholderData: keepPageOf(scope),
    refetchInterval: live ? CAMPAIGN_POLL_MS : false,
  });
}

/**
 * While a campaign sends, its lift is asked this often: each answer aggregates every recipient (and, for an A/B test,
 * its messages), and visits come in over days, not seconds.
 */
const LIFT_POLL_MS = 15_000;

/**
 * What a campaign with a control group caused: each group's outcome in the window and the lift with its 95% range
 * (`lift` null without a control group). Follows the sending while it goes, less often than the send's progress.
 */
export function useCampaignLift(id: string, enabled: boolean, live: boolean) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.campaignLift(scope, id),
    queryFn: ({ signal }) => apiRequest(campaignPath(id, '/lift'), { schema: ZCampaignLiftAnswer, signal }),
    enabled: scope !== null && enabled,
    refetchInterval: live ? LIFT_POLL_MS : false,
  });
}

/** Who would receive a campaign with this audience now; `null` asks nothing (the audience is not valid yet). */
export function useAudienceCount(request: TAudienceCountRequest | null) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.audienceCount(scope, request ?? {}),
    queryFn: ({ signal }) =>
      apiRequest('/api/campaigns/audience-count', { method: 'POST', body: request, schema: ZAudienceCount, signal }),
    enabled: scope !== null && request !== null,
    // The old figure stays on screen while the new one is counted: no flicker as the owner types.
    placeholderData: keepPageOf(scope),
  });
}

/** A campaign changed: keep its answer as the detail, and let every list and count ask again. */
function useCampaignChanged() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return async (campaign: TCampaign | null, id: string) => {
    if (campaign) await writeAnswer(queryClient, queryKeys.campaign(scope, id), campaign);
    else queryClient.removeQueries({ queryKey: queryKeys.campaign(scope, id) });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: [...queryKeys.campaigns(scope), 'list'] }),
      queryClient.invalidateQueries({ queryKey: [...queryKeys.campaign(scope, id), 'recipients'] }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats(scope) }),
    ]);
  };
}

export function useCreateCampaign() {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: (input: TCreateCampaign) =>
      apiRequest('/api/campaigns', { method: 'POST', body: input, schema: ZCampaign }),
    onSuccess: (campaign) => changed(campaign, campaign.id),
  });
}

export function useUpdateCampaign(id: string) {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: (input: TUpdateCampaign) =>
      apiRequest(campaignPath(id), { method: 'PUT', body: input, schema: ZCampaign }),
    onSuccess: (campaign) => changed(campaign, id),
  });
}

export function useDeleteCampaign(id: string) {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: () => apiRequest(campaignPath(id), { method: 'DELETE' }),
    onSuccess: () => changed(null, id),
  });
}

export function useSendCampaignTest(id: string) {
  return useMutation({
    mutationFn: (input: TCampaignTest) =>
      apiRequest(campaignPath(id, '/test'), { method: 'POST', body: input, schema: ZTestAnswer }),
  });
}

/** Send now (no `scheduledFor`) or schedule; the answer is the campaign as sending or scheduled. */
export function useSendCampaign(id: string) {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: (input: TSendCampaign) =>
      apiRequest(campaignPath(id, '/send'), { method: 'POST', body: input, schema: ZCampaign }),
    onSuccess: (campaign) => changed(campaign, id),
  });
}

export function useCancelCampaign(id: string) {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: () => apiRequest(campaignPath(id, '/cancel'), { method: 'POST', schema: ZCampaign }),
    onSuccess: (campaign) => changed(campaign, id),
  });
}
