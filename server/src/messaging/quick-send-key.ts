import { randomUUID } from 'node:crypto';

/**
 * A quick send's key: the browser's request key (one per opened dialog and template), so a double click or a
 * retried request queues the message once; without one, every request is a send of its own.
 */
export const quickSendKey = (channel: 'sms' | 'email', customerId: string, requestKey: string | undefined) =>
  `quick:${channel}:${customerId}:${requestKey ?? randomUUID()}`;
