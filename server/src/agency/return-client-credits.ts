import { and, eq, sql } from 'drizzle-orm';
import { changeCredits } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { creditLedger } from '../db/schema/index.ts';
import type { TLockedAgency, TLockedClient } from './lock-client.ts';

/**
 * What a release does with the leaving client's credits (issue 47), in the release's transaction with both rows
 * locked: the client leaves with none. What is left of the credits its agency gave it (the gifts less any taken back,
 * at most its balance) goes back to the agency; anything beyond that no one paid for on this business's behalf (plan
 * credits a client got at its creation before this rule, an operator's allocation) is removed. Each move is a ledger
 * row: `agency_transfer` on both sides, `release_removal` on the client.
 */
export async function returnClientCredits({
  tx,
  agency,
  client,
  actorUserId,
}: {
  tx: TExecutor;
  agency: TLockedAgency;
  client: TLockedClient;
  actorUserId: string;
}): Promise<{ returned: number; removed: number }> {
  const [row] = await tx
    .select({ given: sql<string | number>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(and(eq(creditLedger.businessId, client.id), eq(creditLedger.kind, 'agency_transfer')));
  const given = Math.max(0, Number(row?.given ?? 0));
  const returned = Math.min(client.credits, given);
  const removed = client.credits - returned;
  if (returned > 0) {
    await changeCredits({
      tx,
      businessId: client.id,
      delta: -returned,
      kind: 'agency_transfer',
      reason: `Returned to ${agency.companyName} when this business left it`,
      actorUserId,
    });
    await changeCredits({
      tx,
      businessId: agency.id,
      delta: returned,
      kind: 'agency_transfer',
      reason: `Returned by ${client.companyName} when it left the agency`,
      actorUserId,
    });
  }
  if (removed > 0) {
    await changeCredits({
      tx,
      businessId: client.id,
      delta: -removed,
      kind: 'release_removal',
      reason: `Credits not from ${agency.companyName}'s balance, removed when this business left it`,
      actorUserId,
    });
  }
  return { returned, removed };
}
