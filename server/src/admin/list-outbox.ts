import type { TOutboxList, TOutboxQuery } from '@regulars/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { containsPattern } from '../db/contains-pattern.ts';
import { outboxMessages } from '../db/schema/index.ts';

/**
 * The outbox providers' messages, newest first, a page at a time with the total: one exact recipient (`to`), or
 * recipients containing `search` in any case (trigram-indexed).
 */
export async function listOutbox({ db, query }: { db: TDb; query: TOutboxQuery }): Promise<TOutboxList> {
  const { page, limit } = query;
  const search = query.search?.toLowerCase();
  const where: SQL | undefined = and(
    query.to ? eq(outboxMessages.to, query.to) : undefined,
    search ? sql`lower(${outboxMessages.to}) like ${containsPattern(search)}` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(outboxMessages).where(where),
  ]);
  return {
    messages: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.to,
      subject: r.subject,
      text: r.text,
      html: r.html,
      createdAt: r.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page,
    limit,
  };
}
