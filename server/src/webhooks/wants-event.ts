import type { TWebhookEvent } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';

/**
 * Whether an enabled endpoint of the business subscribes to this event: one probe of the endpoints' partial index. For
 * a caller whose events cost a read to build (an import's 50 new customers), so a business without webhooks pays
 * only this probe.
 */
export async function wantsWebhookEvent({
  db,
  businessId,
  type,
}: {
  db: TExecutor;
  businessId: string;
  type: TWebhookEvent;
}): Promise<boolean> {
  const rows = await rawQuery<{ one: number }>(
    db,
    sql`select 1 as one from webhook_endpoints w where w.business_id = ${businessId} and w.enabled
      and w.events ? ${type} limit 1`,
  );
  return rows.length > 0;
}
