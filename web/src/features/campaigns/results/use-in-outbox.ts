import type { TCampaignType } from '@regulars/contracts';
import { useMessageDelivery } from '../../../api/settings.ts';

/** Whether a campaign's channel has no provider, so what it sent sits in the outbox (false until that is known). */
export function useInOutbox(type: TCampaignType): boolean {
  const delivery = useMessageDelivery().data;
  return delivery !== undefined && !delivery[type];
}
