import type { TExecutor } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import { WEBHOOK_JOBS } from './jobs.ts';

/**
 * Queues a drain now, or at `at` when that is later, inside `tx` when given so it exists only if the events commit.
 * Now: the queue keeps one waiting drain (it takes everything due). Later: one job per second of start.
 */
export async function queueDrain({
  queue,
  tx,
  at,
}: {
  queue: Pick<TQueue, 'send'>;
  tx?: TExecutor;
  at?: Date;
}): Promise<void> {
  if (!at || at.getTime() <= Date.now()) {
    await queue.send(WEBHOOK_JOBS.drain, {}, { tx });
    return;
  }
  const second = Math.ceil(at.getTime() / 1000);
  await queue.send(
    WEBHOOK_JOBS.drainLater,
    {},
    { tx, startAfter: new Date(second * 1000), singletonKey: `drain:${second}`, singletonSeconds: 1 },
  );
}
