import { COMMUNICATION_STATUSES, type TCommunicationStatusFilter, type TMessageDelivery } from '@regulars/contracts';

/**
 * The history's status choices: 'In the outbox' while a channel has no provider (what 'Sent' leaves out is then
 * there to find), and while it is the chosen filter, so a choice never vanishes from under the owner.
 */
export function statusOptions(
  delivery: TMessageDelivery | undefined,
  current: TCommunicationStatusFilter,
): TCommunicationStatusFilter[] {
  const noProvider = delivery !== undefined && (!delivery.email || !delivery.sms);
  return COMMUNICATION_STATUSES.filter((s) => s !== 'outbox' || noProvider || current === 'outbox');
}
