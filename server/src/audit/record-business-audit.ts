import type { TExecutor } from '../db/client.ts';
import { businessAuditLog } from '../db/schema/index.ts';

/** Who did it: a team member (their name or email as the label) or one of the business's API keys (its name). */
/** Who did it: a team member, an API key, or a till acting on its own (Shopify's compliance requests). */
export type TBusinessActor = { type: 'user' | 'api_key' | 'till'; id: string | null; label: string };

export type TBusinessAuditEntry = {
  businessId: string;
  actor: TBusinessActor;
  /** A dotted verb: 'api_key.create', 'api_key.revoke', 'webhook.create', 'webhook.rotate_secret'. */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** What changed (a name, scopes, a URL), never a secret. */
  details?: Record<string, unknown> | null;
};

/** One row of the business's audit trail, written in the action's own transaction where it has one. */
export async function recordBusinessAudit({ db, entry }: { db: TExecutor; entry: TBusinessAuditEntry }): Promise<void> {
  await db.insert(businessAuditLog).values({
    businessId: entry.businessId,
    actorType: entry.actor.type,
    actorId: entry.actor.id,
    actorLabel: entry.actor.label,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
  });
}
