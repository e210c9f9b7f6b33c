import type { TOutboxMessage } from '@regulars/contracts';
import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';

export async function listOutbox(opts: { db: TDb; to?: string; limit: number }): Promise<TOutboxMessage[]> {
  const rows = await opts.db
    .select()
    .from(outboxMessages)
    .where(opts.to ? eq(outboxMessages.to, opts.to) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(opts.limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    createdAt: r.createdAt.toISOString(),
  }));
}
