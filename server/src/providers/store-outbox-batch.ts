import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';

export type TOutboxRow = {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** An email's sender name (null: the platform's own). */
  fromName?: string | null;
  businessId: string | null;
};

/**
 * Many outbox messages stored in ONE statement with one parameter (the rows as JSON), not an ORM-built VALUES list
 * with a parameter per column per row, which cost node as much CPU as storing the batch cost PostgreSQL. The ids are
 * made here, so they come back in the messages' order without relying on the order of RETURNING.
 */
export async function storeOutboxBatch(tx: TExecutor, rows: TOutboxRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const ids = rows.map(() => randomUUID());
  const values = JSON.stringify(
    rows.map((r, i) => ({
      id: ids[i],
      channel: r.channel,
      to: r.to,
      subject: r.subject,
      text: r.text,
      html: r.html,
      from_name: r.fromName ?? null,
      business_id: r.businessId,
    })),
  );
  await tx.execute(sql`
    insert into outbox_messages (id, channel, "to", subject, text, html, from_name, business_id)
    select v.id, v.channel, v."to", v.subject, v.text, v.html, v.from_name, v.business_id
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, channel text, "to" text, subject text, text text,
      html text, from_name text, business_id text)`);
  return ids;
}
