import { ADMIN_CONFIG_MESSAGES, type TTestSendStatus } from '@regulars/contracts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { ADMIN_JOBS } from './jobs.ts';

/** Where a queued test send stands: pending, sent (with the provider's message id) or failed (with its words). */
export async function getTestSend({ queue, id }: { queue: TQueue; id: string }): Promise<TTestSendStatus> {
  const job = isUuid(id) ? await queue.find(ADMIN_JOBS.sendTestMessage, id) : null;
  if (!job) throw new AppError('NOT_FOUND', ADMIN_CONFIG_MESSAGES.testSendNotFound);
  if (job.state === 'completed') {
    const messageId = (job.output as { messageId?: unknown } | null)?.messageId;
    return { status: 'sent', messageId: typeof messageId === 'string' ? messageId : null, error: null };
  }
  if (job.state === 'failed' || job.state === 'cancelled') {
    const message = (job.output as { message?: unknown } | null)?.message;
    return { status: 'failed', messageId: null, error: typeof message === 'string' && message ? message : null };
  }
  return { status: 'pending', messageId: null, error: null };
}
