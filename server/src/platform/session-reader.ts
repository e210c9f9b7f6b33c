import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TTeamRole } from '@regulars/contracts';
import type { TDatabase } from '../db/client.ts';
import { preparedRead } from '../db/raw-sql.ts';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS, type TAuth } from './better-auth.ts';

/** What the profile shows of the user's own business (read with the session, or by the profile load after sign-in). */
export type TProfileBusiness = {
  id: string;
  companyName: string;
  email: string;
  subscriptionStatus: string;
  tierId: string | null;
  tierName: string | null;
  tenantId: string | null;
  tenantCompanyName: string | null;
  isTenantAdmin: boolean;
  createdAt: Date;
  trialEndsAt: Date | null;
  /** The money of the business they work in (a member's: the tenant admin's), as its screens write amounts. */
  currency: string;
  locale: string;
  /** The country of the business they work in (issue 52); null: the server's DEFAULT_PHONE_REGION. */
  country: string | null;
  /** When the business they work in was closed by a team admin (issue 33); null while open. */
  closedAt: Date | null;
  /** Whether the business they work in runs client businesses (an agency plan, issue 32). */
  runsClients: boolean;
  /**
   * Whether the business they work in is a client of an agency on a white-label plan (issue 53): its app shows the
   * business's own name and mark, never the platform's or the agency's plan.
   */
  whiteLabel: boolean;
  /** They are an analyst of the team they work in (issue 53): they read, and change nothing. */
  viewOnly: boolean;
};

/**
 * The client business a session has open (issue 32): an agency's team member chose it, and it is still a client of the
 * business they work in. Requests of the business then act on it, as their role in the agency allows.
 */
export type TOpenClient = {
  id: string;
  companyName: string;
  currency: string;
  locale: string;
  country: string | null;
  closedAt: Date | null;
  suspended: boolean;
  agencyId: string;
  agencyName: string;
};

/** Who is calling, and where they work: everything the access rules and the profile need, read in one query. */
export type TSession = {
  /** The session row's id: what choosing a client business changes. */
  sessionId: string;
  /** `language`: what they chose for the owner's app (users.language), null for their business's. */
  user: { id: string; email: string; name: string; language: string | null };
  isSuperAdmin: boolean;
  /** The caller's own business row, when they have one. */
  ownBusiness: (TProfileBusiness & { tenantAdminUserId: string | null }) | null;
  /** Their role in an active membership of that business's tenant (a member works in the tenant admin's business). */
  memberRole: TTeamRole | null;
  /** Whether the business they work in (their own, or a member's tenant admin's) is suspended by a super admin. */
  workSuspended: boolean;
  /** The agency's client this session has open, if any: requests of the business act on it. */
  openClient: TOpenClient | null;
  /**
   * Who requires two-step sign-in of this account (a super admin account, or the team of the business worked in), and
   * whether it is still owed: required, not on, and the account signs in with a password (a Google-only account's
   * second step is Google's).
   */
  twoStep: { requiredBy: 'super-admin' | 'team' | null; owed: boolean };
  /** Set-Cookie headers to pass on when better-auth extended the session (about once a day). */
  setCookies: string[];
};

/**
 * Reads the signed session cookie and resolves the user, the super-admin flag and the business (with
 * what the profile shows of it, and whether the business worked in is suspended) in ONE prepared statement, instead of better-auth's getSession plus one or
 * two more queries. The session row is
 * read on every request, so a signed-out session or a removed member loses access at once. Only
 * when the session is due to be extended does it hand over to better-auth, which writes the row
 * and sends a fresh cookie.
 */
/**
 * Billing's rules of what a business may do now, as SQL (billing/standing-sql.ts), handed in by bootstrap: the reader
 * is the mechanism, the rules are billing's.
 */
export type TStandingSql = {
  effectiveFeaturesSql(b: string, tier: string): string;
  suspendedSql(b: string, agency: string): string;
};

export function createSessionReader(deps: {
  database: TDatabase;
  auth: TAuth;
  secret: string;
  secureCookies: boolean;
  standing: TStandingSql;
}) {
  const cookieName = `${deps.secureCookies ? '__Secure-' : ''}better-auth.session_token`;
  const readRow = preparedRead<TSessionRow>(deps.database, { name: 'read_session', text: sessionSql(deps.standing) });

  return async function readSession(headers: Headers): Promise<TSession | null> {
    const token = verifiedToken(readCookie(headers.get('cookie'), cookieName), deps.secret);
    if (!token) return null;
    const [row] = await readRow([token]);
    if (!row || new Date(row.expires_at).getTime() <= Date.now()) return null;

    const session: TSession = {
      sessionId: row.session_id,
      user: { id: row.user_id, email: row.user_email, name: row.user_name, language: row.user_language },
      isSuperAdmin: row.is_super_admin,
      ownBusiness: row.business_id
        ? {
            id: row.business_id,
            companyName: row.company_name,
            email: row.business_email,
            subscriptionStatus: row.subscription_status,
            tierId: row.tier_id,
            tierName: row.tier_name,
            tenantId: row.tenant_id,
            tenantCompanyName: row.tenant_company_name,
            tenantAdminUserId: row.tenant_admin_user_id,
            isTenantAdmin: row.is_tenant_admin,
            createdAt: new Date(row.created_at),
            trialEndsAt: row.trial_ends_at ? new Date(row.trial_ends_at) : null,
            currency: row.work_currency ?? row.currency,
            locale: row.work_locale ?? row.locale,
            country: row.work_business_id ? row.work_country : row.country,
            closedAt: row.work_closed_at ? new Date(row.work_closed_at) : null,
            runsClients: row.work_runs_clients,
            whiteLabel: row.work_white_label,
            viewOnly: Boolean(row.tenant_id) && !row.is_tenant_admin && row.member_role === 'analyst',
          }
        : null,
      memberRole: row.member_role,
      workSuspended: row.work_suspended,
      openClient: row.client_id
        ? {
            id: row.client_id,
            companyName: row.client_company_name,
            currency: row.client_currency,
            locale: row.client_locale,
            country: row.client_country,
            closedAt: row.client_closed_at ? new Date(row.client_closed_at) : null,
            suspended: row.client_suspended,
            agencyId: row.work_business_id,
            agencyName: row.work_company_name,
          }
        : null,
      twoStep: { requiredBy: row.two_step_required_by, owed: row.two_step_owed },
      setCookies: [],
    };
    const extendAfter =
      new Date(row.expires_at).getTime() - (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
    if (extendAfter <= Date.now()) {
      const res = await deps.auth.api.getSession({ headers, asResponse: true });
      session.setCookies = res.headers.getSetCookie();
    }
    return session;
  };
}

/**
 * Who requires two-step sign-in of user `u` (issue 53): every super admin (`sa`), or the team of the business they work
 * in (`wb`, its admin chose to). Null: nobody.
 */
export const TWO_STEP_REQUIRED_BY_SQL = `(case when sa.id is not null then 'super-admin' when wb.require_two_step then 'team' end)`;

/** Still owed: required, not on, and `u` signs in with a password (a Google-only account's second step is Google's). */
export const TWO_STEP_OWED_SQL = `(${TWO_STEP_REQUIRED_BY_SQL} is not null and not u.two_factor_enabled and exists (
  select 1 from accounts a where a.user_id = u.id and a.provider_id = 'credential' and a.password is not null))`;

/**
 * The session, its user, the super-admin flag, the user's own business (with what the profile shows) and role, and the
 * client business the session has open: only while it is a client of the business they work in (wb), that business is
 * not closed and its plan still runs clients and has not lapsed (billing's rules), and the caller is the agency's
 * admin or analyst or one of the client's account managers (issue 53), so a stale or forged choice, or a withdrawn assignment,
 * opens nothing. A client runs no clients. The business worked in is suspended when it, or its agency, is.
 */
function sessionSql({ effectiveFeaturesSql, suspendedSql }: TStandingSql): string {
  const runsClients = `coalesce((${effectiveFeaturesSql('wb', 'wst')} ->> 'clients')::boolean, false)`;
  return `
  select s.id as session_id, s.expires_at, u.id as user_id, u.email as user_email, u.name as user_name,
    u.language as user_language, (sa.id is not null) as is_super_admin,
    b.id as business_id, b.company_name, b.email as business_email, b.subscription_status, b.tier_id,
    st.name as tier_name, b.tenant_id, t.company_name as tenant_company_name, t.admin_user_id as tenant_admin_user_id,
    b.is_tenant_admin, b.created_at, b.trial_ends_at, tm.role as member_role,
    ${suspendedSql('wb', 'wag')} as work_suspended, b.currency, b.locale, b.country, wb.currency as work_currency,
    wb.locale as work_locale, wb.country as work_country, wb.closed_at as work_closed_at, wb.id as work_business_id,
    wb.company_name as work_company_name,
    (wb.agency_id is null and ${runsClients}) as work_runs_clients,
    (wb.agency_id is not null and coalesce((${effectiveFeaturesSql('wb', 'wst')} ->> 'white_label')::boolean, false))
      as work_white_label,
    c.id as client_id, c.company_name as client_company_name, c.currency as client_currency,
    c.locale as client_locale, c.country as client_country, c.closed_at as client_closed_at, (c.suspended_at is not null) as client_suspended,
    ${TWO_STEP_REQUIRED_BY_SQL} as two_step_required_by, ${TWO_STEP_OWED_SQL} as two_step_owed
  from sessions s
  join users u on u.id = s.user_id
  left join super_admins sa on sa.id = s.user_id
  left join businesses b on b.id = s.user_id
  left join subscription_tiers st on st.id = b.tier_id
  left join tenants t on t.id = b.tenant_id
  left join tenant_members tm on tm.tenant_id = b.tenant_id and tm.user_id = s.user_id and tm.status = 'active'
  left join businesses wb on wb.id = case when b.tenant_id is null or b.is_tenant_admin then b.id else t.admin_user_id end
  left join businesses wag on wag.id = wb.agency_id
  left join subscription_tiers wst on wst.id = wb.tier_id
  left join businesses c on c.id = s.active_business_id and c.agency_id = wb.id and wb.closed_at is null
    and ${runsClients}
    and (b.tenant_id is null or b.is_tenant_admin or tm.role in ('admin', 'analyst')
      or exists (select 1 from client_managers cm where cm.business_id = c.id and cm.user_id = s.user_id))
  where s.token = $1
  limit 1`;
}

type TSessionRow = {
  two_step_required_by: 'super-admin' | 'team' | null;
  two_step_owed: boolean;
  session_id: string;
  work_business_id: string;
  work_company_name: string;
  work_runs_clients: boolean;
  work_white_label: boolean;
  client_id: string | null;
  client_company_name: string;
  client_currency: string;
  client_locale: string;
  client_country: string | null;
  client_closed_at: string | Date | null;
  client_suspended: boolean;
  currency: string;
  locale: string;
  work_currency: string | null;
  work_locale: string | null;
  work_country: string | null;
  country: string | null;
  expires_at: string | Date;
  user_id: string;
  user_email: string;
  user_name: string;
  user_language: string | null;
  is_super_admin: boolean;
  business_id: string | null;
  company_name: string;
  business_email: string;
  subscription_status: string;
  tier_id: string | null;
  tier_name: string | null;
  tenant_id: string | null;
  tenant_company_name: string | null;
  tenant_admin_user_id: string | null;
  is_tenant_admin: boolean;
  created_at: string | Date;
  trial_ends_at: string | Date | null;
  member_role: TTeamRole | null;
  work_suspended: boolean;
  work_closed_at: string | Date | null;
};
export type TSessionReader = ReturnType<typeof createSessionReader>;

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** better-auth's cookie is `token.signature` (HMAC-SHA256, base64), URL-encoded; anything else is no session. */
function verifiedToken(raw: string | undefined, secret: string): string | null {
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return token;
}
