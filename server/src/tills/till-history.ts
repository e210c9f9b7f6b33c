import { TILL_NAMES, type TTillConnection, type TTillProvider } from '@regulars/contracts';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businessAuditLog } from '../db/schema/index.ts';

const SHOWN = 10;

/** What each audit row of a till says on its card, in plain words. */
function whatHappened(provider: TTillProvider, action: string, details: Record<string, unknown>): string {
  const name = TILL_NAMES[provider];
  const account = typeof details.account === 'string' ? details.account : name;
  switch (action) {
    case 'till.connect':
      return `Connected ${name} as ${account}`;
    case 'till.reconnect':
      return `Reconnected ${name} as ${account}`;
    case 'till.update':
      return typeof details.createdLocation === 'string'
        ? `Added “${details.createdLocation}” as one of your locations`
        : 'Changed the till settings';
    case 'till.disconnect':
      return details.revokedAtTill === false
        ? `Disconnected ${name} (${name} did not confirm it)`
        : `Disconnected ${name}`;
    case 'till.data_request':
      return 'Passed on a customer’s request for their data';
    case 'till.customer_redact':
      return 'Asked to erase a customer’s data';
    case 'till.shop_redact':
      return 'Asked to erase the store’s data';
    default:
      return action;
  }
}

/**
 * The till's audit rows for its card, newest first: the business's own audit trail (business_audit_log), its
 * till.* rows of this provider, whichever connection they were of (a reconnect shows what came before).
 */
export async function tillHistory({
  db,
  businessId,
  provider,
}: {
  db: TExecutor;
  businessId: string;
  provider: TTillProvider;
}): Promise<TTillConnection['history']> {
  const rows = await db
    .select({
      at: businessAuditLog.createdAt,
      action: businessAuditLog.action,
      by: businessAuditLog.actorLabel,
      details: businessAuditLog.details,
    })
    .from(businessAuditLog)
    .where(
      and(
        eq(businessAuditLog.businessId, businessId),
        like(businessAuditLog.action, 'till.%'),
        sql`${businessAuditLog.details}->>'provider' = ${provider}`,
      ),
    )
    .orderBy(desc(businessAuditLog.createdAt), desc(businessAuditLog.id))
    .limit(SHOWN);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    what: whatHappened(provider, r.action, (r.details ?? {}) as Record<string, unknown>),
    by: r.by,
  }));
}
