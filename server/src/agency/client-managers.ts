import { AGENCY_MESSAGES, type TAgencyClient, type TAgencyClients } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb, TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { businesses, clientManagers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/**
 * An agency's account managers (issue 53): the active members of its team who are not its admins. Admins open every
 * client; a manager opens the clients assigned to them (client_managers).
 */
const TEAM_MANAGERS_SQL = `
  select u.id as user_id, coalesce(nullif(trim(u.name), ''), u.email) as name, u.email
  from businesses a
  join tenant_members tm on tm.tenant_id = a.tenant_id and tm.status = 'active' and tm.role = 'member'
  join users u on u.id = tm.user_id
  where a.id = $1
  order by lower(coalesce(nullif(trim(u.name), ''), u.email)), u.id`;

export async function agencyManagers(db: TExecutor, agencyId: string): Promise<TAgencyClients['teamManagers']> {
  const rows = await rawQuery<{ user_id: string; name: string; email: string }>(db, {
    text: TEAM_MANAGERS_SQL,
    values: [agencyId],
  });
  return rows.map((r) => ({ userId: r.user_id, name: r.name, email: r.email }));
}

/** Each client's account managers still on its agency's team, by client id. */
export async function clientManagersOf(
  db: TExecutor,
  clientIds: string[],
): Promise<Map<string, TAgencyClient['managers']>> {
  const byClient = new Map<string, TAgencyClient['managers']>();
  if (clientIds.length === 0) return byClient;
  const rows = await rawQuery<{ client_id: string; user_id: string; name: string }>(db, {
    text: `select cm.business_id as client_id, u.id as user_id, coalesce(nullif(trim(u.name), ''), u.email) as name
      from client_managers cm
      join businesses c on c.id = cm.business_id
      join businesses a on a.id = c.agency_id
      join tenant_members tm on tm.tenant_id = a.tenant_id and tm.user_id = cm.user_id
        and tm.status = 'active' and tm.role = 'member'
      join users u on u.id = cm.user_id
      where cm.business_id = any($1::text[])
      order by lower(coalesce(nullif(trim(u.name), ''), u.email)), u.id`,
    values: [clientIds],
  });
  for (const r of rows) {
    const list = byClient.get(r.client_id) ?? [];
    list.push({ userId: r.user_id, name: r.name });
    byClient.set(r.client_id, list);
  }
  return byClient;
}

/**
 * The agency's admin chooses who manages a client: the whole list replaces the one before (none: the admins alone).
 * Each must be an account manager of the agency's team; another agency's client is not found, like an unknown one.
 * Their sessions follow at once: the session reader opens a client only for its admins and managers.
 */
export async function setClientManagers({
  db,
  agencyId,
  clientId,
  userIds,
}: {
  db: TDb;
  agencyId: string;
  clientId: string;
  userIds: string[];
}): Promise<TAgencyClient['managers']> {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(eq(businesses.id, clientId), eq(businesses.agencyId, agencyId)))
      .for('update');
    if (!client) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.clientNotFound);
    const chosen = [...new Set(userIds)];
    const team = new Set((await agencyManagers(tx, agencyId)).map((m) => m.userId));
    if (chosen.some((id) => !team.has(id))) throw new AppError('VALIDATION', AGENCY_MESSAGES.managerNotOnTeam);
    await tx.delete(clientManagers).where(eq(clientManagers.businessId, clientId));
    if (chosen.length > 0) {
      await tx.insert(clientManagers).values(chosen.map((userId) => ({ businessId: clientId, userId })));
    }
    return (await clientManagersOf(tx, [clientId])).get(clientId) ?? [];
  });
}

/** A released client leaves its agency: nobody there manages it any more (agency/hand-over-client.ts). */
export async function endClientManagers(tx: TExecutor, clientId: string): Promise<void> {
  await tx.delete(clientManagers).where(eq(clientManagers.businessId, clientId));
}
