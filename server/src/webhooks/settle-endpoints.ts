import { WEBHOOK_MESSAGES } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../db/client.ts';
import { businesses, tenants, users, webhookEndpoints } from '../db/schema/index.ts';
import type { TEmailMessage } from '../providers/email/types.ts';
import { failedTooLong } from './retry-schedule.ts';

export type TEndpointOutcome = {
  businessId: string;
  endpointId: string;
  url: string;
  /** Some delivery succeeded this round: the failing streak ends. */
  ok: boolean;
  /** The receiver answered 410 Gone: it wants no more. */
  gone: boolean;
  failed: boolean;
  /** Queues the platform email (in `tx`) telling the team admin. */
  notify: (args: { tx: TExecutor; message: TEmailMessage }) => Promise<unknown>;
};

/**
 * An endpoint's state after a round of deliveries: a success clears its failing streak; a 410 turns it off; a failure
 * starts the streak, and five days of it turn the endpoint off. Turning off emails the team admin once (only the
 * update that turned it off sends it).
 */
export async function settleEndpoints({
  db,
  now,
  outcomes,
  notifyDisabled,
}: {
  db: TDb;
  now: Date;
  outcomes: Omit<TEndpointOutcome, 'notify'>[];
  notifyDisabled: TEndpointOutcome['notify'];
}): Promise<void> {
  for (const o of outcomes) {
    const where = and(eq(webhookEndpoints.businessId, o.businessId), eq(webhookEndpoints.id, o.endpointId));
    if (o.ok && !o.gone) {
      await db.update(webhookEndpoints).set({ failingSince: null }).where(and(where, sql`failing_since is not null`));
      continue;
    }
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
        .where(where)
        .returning({ enabled: webhookEndpoints.enabled, failingSince: webhookEndpoints.failingSince });
      if (!row?.enabled) return;
      const reason = o.gone ? 'gone' : row.failingSince && failedTooLong(row.failingSince, now) ? 'failing' : null;
      if (!reason) return;
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: reason, updatedAt: sql`now()` })
        .where(where);
      const to = await teamAdminEmail(tx, o.businessId);
      if (to)
        await notifyDisabled({ tx, message: disabledEmail({ to, businessId: o.businessId, url: o.url, reason }) });
    });
  }
}

async function teamAdminEmail(tx: TExecutor, businessId: string): Promise<string | null> {
  const [row] = await tx
    .select({ email: users.email })
    .from(businesses)
    .innerJoin(tenants, eq(tenants.id, businesses.tenantId))
    .innerJoin(users, eq(users.id, tenants.adminUserId))
    .where(eq(businesses.id, businessId));
  return row?.email ?? null;
}

function disabledEmail({
  to,
  businessId,
  url,
  reason,
}: {
  to: string;
  businessId: string;
  url: string;
  reason: string;
}) {
  const why =
    reason === 'gone'
      ? 'it answered 410 Gone, which means it wants no more events'
      : 'every delivery to it has failed for five days';
  const text = [
    `Regulars turned off the webhook endpoint ${url} because ${why}.`,
    '',
    'Events are no longer sent to it. Once the receiver is working, turn the endpoint back on in Settings → Webhooks; the events waiting for it are then sent.',
  ].join('\n');
  return { to, businessId, subject: WEBHOOK_MESSAGES.disabledEmailSubject, text };
}
