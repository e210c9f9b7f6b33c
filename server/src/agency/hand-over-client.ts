import { eq } from 'drizzle-orm';
import type { TBusinessActor } from '../audit/index.ts';
import { endCounterSetup } from '../counter/index.ts';
import type { TExecutor } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { revokeAllApiKeys } from '../developers/index.ts';
import { deleteAllEndpoints } from '../webhooks/index.ts';
import { endClientManagers } from './client-managers.ts';
import type { TLockedAgency, TLockedClient } from './lock-client.ts';

export type THandOver = {
  counterDevices: number;
  staffPins: number;
  apiKeys: number;
  webhookEndpoints: number;
  agencySessions: number;
};

/**
 * What a release ends in the client (issue 47): everything through which someone other than its owner's team could
 * still reach it. Until the release the agency's team worked in the client as its admin, so any device, PIN, key or
 * endpoint in it may be the agency's, or one the agency saw, changed or could have set, whoever made it: all of them
 * end, and the new owner sets up their own (the audit trail lists each). Counter devices are revoked and every staff
 * PIN cleared (the staff stay), API keys revoked, webhook endpoints deleted, and the agency's sessions that had the
 * client open go back to the agency; nobody of the agency manages it any more. Its data, staff, locations and team stay. Runs in the release's transaction.
 */
export async function handOverClient({
  tx,
  agency,
  client,
  actor,
}: {
  tx: TExecutor;
  agency: TLockedAgency;
  client: TLockedClient;
  actor: TBusinessActor;
}): Promise<THandOver> {
  const why = { reason: 'agency.client_release', agency: agency.companyName };
  const counter = await endCounterSetup({ tx, businessId: client.id, actor, why });
  const apiKeys = await revokeAllApiKeys({ tx, businessId: client.id, actor, why });
  const webhookEndpoints = await deleteAllEndpoints({ tx, businessId: client.id, actor, why });
  await endClientManagers(tx, client.id);
  // Only a session of the agency's team ever has a client open (openClient): the client's own team works in it as theirs.
  const closed = await tx
    .update(sessions)
    .set({ activeBusinessId: null })
    .where(eq(sessions.activeBusinessId, client.id))
    .returning({ id: sessions.id });
  return {
    counterDevices: counter.devices,
    staffPins: counter.staffPins,
    apiKeys,
    webhookEndpoints,
    agencySessions: closed.length,
  };
}
