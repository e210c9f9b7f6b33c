import { SSO_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { TExecutor } from '../db/client.ts';
import { agencySso } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import type { TUrlRules } from '../webhooks/index.ts';
import { domainOfEmail } from './email-domain.ts';
import { findSsoAccount } from './find-sso-account.ts';
import { openAgencyProvider } from './provider.ts';
import { redirectUriOf } from './read-sso.ts';
import type { TSsoFlow } from './sso-flow.ts';

/**
 * POST /auth/sso/start: the provider's sign-in page for this work email, when the business the account works in has
 * single sign-on for the email's domain. Any other email (unknown, another domain, a team without it, the super
 * admin's) gets the same 404, so the answer tells no more than that single sign-on is there for it.
 */
export async function startSso({
  db,
  secrets,
  rules,
  appUrl,
  email,
}: {
  db: TExecutor;
  secrets: TSecretBox;
  rules: TUrlRules;
  appUrl: string;
  email: string;
}): Promise<{ url: string; flow: Omit<TSsoFlow, 'expiresAt'> }> {
  const account = await findSsoAccount(db, email);
  const [settings] =
    account && !account.isSuperAdmin
      ? await db
          .select()
          .from(agencySso)
          .where(and(eq(agencySso.businessId, account.workBusinessId), eq(agencySso.emailDomain, domainOfEmail(email))))
      : [];
  if (!settings) throw new AppError('NOT_FOUND', SSO_MESSAGES.notSetUp);

  let provider: oidc.Configuration;
  try {
    provider = await openAgencyProvider(settings, secrets, rules);
  } catch {
    throw new AppError('UNAVAILABLE', SSO_MESSAGES.failed);
  }
  const verifier = oidc.randomPKCECodeVerifier();
  const flow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier, businessId: settings.businessId };
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUriOf(appUrl),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
    login_hint: email.trim().toLowerCase(),
  });
  return { url: url.href, flow };
}
