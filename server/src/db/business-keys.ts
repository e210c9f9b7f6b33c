import { and, eq } from 'drizzle-orm';
import type { TExecutor } from './client.ts';
import { businessKeys, type TBusinessKeyKind } from './schema/index.ts';

/*
 * A key that arrives with no business (a QR code's sign-up link, a payments provider's customer id in a webhook)
 * finds its business here in one lookup; everything after is scoped by business_id (schema/business-keys.ts).
 */

/** The business a key belongs to, or null for a key nobody holds. */
export async function findBusinessByKey({
  db,
  kind,
  key,
}: {
  db: TExecutor;
  kind: TBusinessKeyKind;
  key: string;
}): Promise<string | null> {
  const [row] = await db
    .select({ businessId: businessKeys.businessId })
    .from(businessKeys)
    .where(and(eq(businessKeys.kind, kind), eq(businessKeys.key, key)))
    .limit(1);
  return row?.businessId ?? null;
}

/**
 * Records that the business holds the key, in the transaction that writes the key's own row. A key another business
 * holds fails, as the key's own unique index used to; the business's own key again is a no-op.
 */
export async function saveBusinessKey({
  tx,
  kind,
  key,
  businessId,
}: {
  tx: TExecutor;
  kind: TBusinessKeyKind;
  key: string;
  businessId: string;
}): Promise<void> {
  await saveBusinessKeys({ tx, kind, keys: [key], businessId });
}

/** saveBusinessKey for many keys of one kind in one statement (a campaign's batch of referral codes). */
export async function saveBusinessKeys({
  tx,
  kind,
  keys,
  businessId,
}: {
  tx: TExecutor;
  kind: TBusinessKeyKind;
  keys: string[];
  businessId: string;
}): Promise<void> {
  if (keys.length === 0) return;
  // The no-op update makes a taken key answer its holder in the same statement.
  const holders = await tx
    .insert(businessKeys)
    .values(keys.map((key) => ({ kind, key, businessId })))
    .onConflictDoUpdate({ target: [businessKeys.kind, businessKeys.key], set: { businessId: businessKeys.businessId } })
    .returning({ businessId: businessKeys.businessId });
  if (holders.length !== keys.length || holders.some((holder) => holder.businessId !== businessId)) {
    throw new Error(`This ${kind} key is already held by another business`);
  }
}

/** Forgets a key the business no longer holds (its row was deleted or given another key). */
export async function deleteBusinessKey({
  tx,
  kind,
  key,
  businessId,
}: {
  tx: TExecutor;
  kind: TBusinessKeyKind;
  key: string;
  businessId: string;
}): Promise<void> {
  await tx
    .delete(businessKeys)
    .where(and(eq(businessKeys.kind, kind), eq(businessKeys.key, key), eq(businessKeys.businessId, businessId)));
}
