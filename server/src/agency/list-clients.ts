import { AGENCY_LIMITS, type TAgencyClients } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { effectiveTier, smsUsedThisMonth } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { containsPattern } from '../db/contains-pattern.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { businesses } from '../db/schema/index.ts';
import { clientAlerts } from './client-alerts.ts';
import { countClients } from './client-limit.ts';
import { agencyManagers, clientManagersOf } from './client-managers.ts';

type TClientRow = {
  id: string;
  company_name: string;
  created_at: string | Date;
  usage_customers: number;
  usage_sms_monthly: number;
  usage_sms_month: string | null;
  credits_remaining: number;
  closed_at: string | Date | null;
  suspended: boolean;
  subscription_status: string;
  trial_ends_at: string | Date | null;
  visits: string | number;
  messages: string | number;
  failed_last_week: string | number;
  team_members: string | number;
  invitations_pending: string | number;
  total: string | number;
};

/**
 * One page of the agency's clients by name (searched anywhere in the name), each with this month's figures in its own
 * time zone (visits from the ledger's day rollups, messages from the log), plan usage, credits and alerts: the agency
 * overview. Every figure is a keyed lookup on the client's own rows, so a page costs the same whatever the agency's size.
 */
export async function listClients({
  db,
  agencyId,
  search,
  page,
  canManage,
  openClientId,
  managerId,
}: {
  db: TExecutor;
  agencyId: string;
  search: string;
  page: number;
  canManage: boolean;
  openClientId: string | null;
  /** An account manager's list: only the clients assigned to them (issue 53); null for the agency's admins. */
  managerId: string | null;
}): Promise<TAgencyClients> {
  const pageSize = AGENCY_LIMITS.pageSize;
  const pattern = search ? containsPattern(search.toLowerCase()) : null;
  const [rows, [agency], tier, used, teamManagers] = await Promise.all([
    rawQuery<TClientRow>(db, {
      text: CLIENT_PAGE_SQL,
      values: [agencyId, pattern, pageSize, (page - 1) * pageSize, managerId],
    }),
    db
      .select({ companyName: businesses.companyName, credits: businesses.creditsRemaining })
      .from(businesses)
      .where(eq(businesses.id, agencyId)),
    effectiveTier({ db, businessId: agencyId }),
    // An account manager counts the clients assigned to them, whatever the search.
    managerId ? countMatching(db, agencyId, null, managerId) : countClients({ db, agencyId }),
    canManage ? agencyManagers(db, agencyId) : Promise.resolve([]),
  ]);
  const managersOf = await clientManagersOf(
    db,
    rows.map((r) => r.id),
  );
  const clients = rows.map((r) => {
    const smsThisMonth = smsUsedThisMonth({ usageSmsMonthly: r.usage_sms_monthly, usageSmsMonth: r.usage_sms_month });
    const figures = {
      customers: r.usage_customers,
      maxCustomers: tier.maxCustomers,
      smsThisMonth,
      maxSmsMonthly: tier.maxSmsMonthly,
      failedLastWeek: Number(r.failed_last_week),
      subscriptionStatus: r.subscription_status,
      trialEndsAt: r.trial_ends_at ? new Date(r.trial_ends_at) : null,
      closedAt: r.closed_at ? new Date(r.closed_at) : null,
      suspended: r.suspended,
    };
    return {
      id: r.id,
      companyName: r.company_name,
      createdAt: new Date(r.created_at).toISOString(),
      customers: r.usage_customers,
      maxCustomers: tier.maxCustomers,
      visitsThisMonth: Number(r.visits),
      messagesThisMonth: Number(r.messages),
      smsThisMonth,
      maxSmsMonthly: tier.maxSmsMonthly,
      credits: r.credits_remaining,
      teamMembers: Number(r.team_members),
      invitationsPending: Number(r.invitations_pending),
      alerts: clientAlerts(figures),
      managers: managersOf.get(r.id) ?? [],
    };
  });
  return {
    agency: { id: agencyId, companyName: agency?.companyName ?? '', credits: agency?.credits ?? 0 },
    clients,
    total: Number(rows[0]?.total ?? (page === 1 ? 0 : await countMatching(db, agencyId, pattern, managerId))),
    used,
    maxClients: tier.features.maxClients,
    page,
    pageSize,
    canManage,
    openClientId,
    teamManagers,
    assignedOnly: managerId !== null,
  };
}

async function countMatching(
  db: TExecutor,
  agencyId: string,
  pattern: string | null,
  managerId: string | null,
): Promise<number> {
  const [row] = await rawQuery<{ n: string | number }>(db, {
    text: `select count(*) as n from businesses c
      where c.agency_id = $1 and ($2::text is null or lower(c.company_name) like $2) and ${ASSIGNED('$3')}`,
    values: [agencyId, pattern, managerId],
  });
  return Number(row?.n ?? 0);
}

/** With no manager named, every client; else only those assigned to them. */
const ASSIGNED = (manager: string) => `(${manager}::text is null or exists (
  select 1 from client_managers cm where cm.business_id = c.id and cm.user_id = ${manager}))`;

const CLIENT_PAGE_SQL = `
  with matching as (
    select c.*, coalesce(c.time_zone, 'UTC') as tz, count(*) over () as total
    from businesses c
    where c.agency_id = $1 and ($2::text is null or lower(c.company_name) like $2) and ${ASSIGNED('$5')}
    order by lower(c.company_name), c.id
    limit $3 offset $4
  )
  select m.id, m.company_name, m.created_at, m.usage_customers, m.usage_sms_monthly, m.usage_sms_month,
    m.credits_remaining, m.closed_at, (m.suspended_at is not null) as suspended, m.subscription_status,
    m.trial_ends_at, m.total,
    (select coalesce(sum(ld.rows), 0) from ledger_days ld
      where ld.business_id = m.id and ld.kind = 'visit'
        and ld.day >= date_trunc('month', now() at time zone m.tz)::date) as visits,
    (select count(*) from communication_logs l
      where l.business_id = m.id
        and l.created_at >= date_trunc('month', now() at time zone m.tz) at time zone m.tz) as messages,
    (select count(*) from communication_logs l
      where l.business_id = m.id and l.status = 'failed' and l.created_at >= now() - interval '7 days') as failed_last_week,
    (select count(*) from tenant_members tm
      where tm.tenant_id = m.tenant_id and tm.status = 'active') as team_members,
    (select count(*) from tenant_invitations ti
      where ti.tenant_id = m.tenant_id and ti.status = 'pending' and ti.expires_at > now()) as invitations_pending
  from matching m
  order by lower(m.company_name), m.id`;
