import { QUICK_MESSAGES, type TCommunicationDetail } from '@regulars/contracts';
import { useMutation } from '@tanstack/react-query';
import { fetchCommunication } from './communications.ts';
import { sendQuickMessage } from './customers.ts';

type TChannel = 'email' | 'sms';

/** How long the dialog follows a queued message before saying it will go out shortly (the provider may be retrying). */
const FOLLOW_MS = 20_000;
const POLL_MS = 500;

/** A send the provider refused, or that could not go (consent withdrawn…): the spec's text and the reason. */
export class QuickSendFailed extends Error {
  constructor(
    channel: TChannel,
    readonly reason: string | null,
  ) {
    super(channel === 'email' ? QUICK_MESSAGES.emailFailed : QUICK_MESSAGES.smsFailed);
  }
}

export type TQuickSendOutcome = 'sent' | 'queued';

/**
 * Queues the message, then follows it until the provider took it ('sent') or refused it (throws QuickSendFailed).
 * Still waiting after 20 s (the provider is being retried): 'queued', and the history shows the rest.
 */
export function useQuickSend(channel: TChannel, customerId: string | undefined) {
  return useMutation({
    mutationFn: async ({ templateId, requestKey }: { templateId: string; requestKey: string }) => {
      const queued = await sendQuickMessage(channel, customerId ?? '', templateId, requestKey);
      let message: Pick<TCommunicationDetail, 'status' | 'error'> = { status: queued.status, error: null };
      const until = Date.now() + FOLLOW_MS;
      while (message.status === 'pending' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, POLL_MS));
        message = await fetchCommunication(queued.messageId);
      }
      if (message.status === 'failed') throw new QuickSendFailed(channel, message.error);
      return (message.status === 'sent' ? 'sent' : 'queued') satisfies TQuickSendOutcome;
    },
  });
}
