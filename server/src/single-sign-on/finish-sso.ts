import type { TSsoRefusalReason } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { TDb } from '../db/client.ts';
import { agencySso } from '../db/schema/index.ts';
import type { TAuth } from '../platform/better-auth.ts';
import type { TLogger } from '../platform/logger.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import type { TUrlRules } from '../webhooks/index.ts';
import { domainOfEmail } from './email-domain.ts';
import { findSsoAccount } from './find-sso-account.ts';
import { openAgencyProvider } from './provider.ts';
import { redirectUriOf } from './read-sso.ts';
import type { TSsoFlow } from './sso-flow.ts';

/** Where the browser goes next, and the new session's cookies when it signed in. */
export type TSsoOutcome = { location: string; setCookies: string[] };

const refused = (reason: TSsoRefusalReason): TSsoOutcome => ({ location: `/login?sso=${reason}`, setCookies: [] });

/**
 * GET /auth/sso/callback: the provider's return. openid-client exchanges the code (with the PKCE verifier) and checks
 * the id_token (signature, issuer, audience, expiry, nonce); the email it names must be at the agency's domain, not
 * marked unverified, and belong to an account that works in that agency. Then better-auth opens the session. Every
 * refusal goes back to the sign-in page with its reason; nothing is signed in.
 */
export async function finishSso({
  db,
  auth,
  secrets,
  rules,
  logger,
  appUrl,
  flow,
  query,
  headers,
}: {
  db: TDb;
  auth: TAuth;
  secrets: TSecretBox;
  rules: TUrlRules;
  logger: TLogger;
  appUrl: string;
  /** What this browser started with (sso-flow.ts); null when it has none or it is stale. */
  flow: TSsoFlow | null;
  /** The return's query string (code, state, or error). */
  query: URLSearchParams;
  headers: Headers;
}): Promise<TSsoOutcome> {
  if (!flow || query.get('state') !== flow.state) return refused('expired');
  if (query.has('error')) return refused('denied');
  const [settings] = await db.select().from(agencySso).where(eq(agencySso.businessId, flow.businessId));
  if (!settings) return refused('failed');

  let claims: oidc.IDToken;
  try {
    const provider = await openAgencyProvider(settings, secrets, rules);
    const current = new URL(`${redirectUriOf(appUrl)}?${query.toString()}`);
    const tokens = await oidc.authorizationCodeGrant(provider, current, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const found = tokens.claims();
    if (!found) return refused('failed');
    claims = found;
  } catch (error) {
    // What the provider or the check said, for the operator; never the code, tokens or secret.
    logger.warn({ businessId: flow.businessId, reason: (error as Error).message }, 'single sign-on did not finish');
    return refused('failed');
  }

  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
  if (!email || claims.email_verified === false || domainOfEmail(email) !== settings.emailDomain) {
    return refused('notMember');
  }
  const account = await findSsoAccount(db, email);
  if (!account || account.workBusinessId !== flow.businessId) return refused('notMember');
  if (account.isSuperAdmin) return refused('notAllowed');

  const opened = await auth.api.openSessionFor({ body: { userId: account.userId }, headers, asResponse: true });
  if (!opened.ok) return refused('failed');
  await db.update(agencySso).set({ lastSignInAt: new Date() }).where(eq(agencySso.businessId, flow.businessId));
  return { location: '/dashboard', setCookies: opened.headers.getSetCookie() };
}
