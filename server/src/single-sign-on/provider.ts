import * as oidc from 'openid-client';
import type { agencySso } from '../db/schema/index.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { refusalOf, type TUrlRules } from '../webhooks/index.ts';

/** How long a provider has to answer one request (discovery, keys, tokens). */
const PROVIDER_TIMEOUT_SECONDS = 10;

export type TProviderSettings = { issuer: string; clientId: string; clientSecret: string };

/** The install's rules for an agency's provider: https when the app is, private addresses when SSO_ALLOW_PRIVATE. */
export function providerRulesOf(config: { appUrl: string; ssoAllowPrivate: boolean }): TUrlRules {
  return { requireHttps: config.appUrl.startsWith('https:'), allowPrivate: config.ssoAllowPrivate };
}

/**
 * The agency's OpenID Connect provider, read from its discovery document by openid-client, which then checks every
 * answer (the id_token's signature against the provider's keys, issuer, audience, nonce, PKCE). Every request it makes
 * goes through the install's address rules first (an admin-typed issuer must not reach the server's own network), and
 * plain http is let through only where the rules allow it (an app served over http: development and tests).
 */
export async function openProvider(settings: TProviderSettings, rules: TUrlRules): Promise<oidc.Configuration> {
  const guardedFetch: oidc.CustomFetch = async (url, options) => {
    const refusal = await refusalOf(url, rules);
    if (refusal) throw new Error(`The provider's address is refused: ${refusal}`);
    return fetch(url, options as RequestInit);
  };
  const insecure = !rules.requireHttps && settings.issuer.startsWith('http:');
  const config = await oidc.discovery(
    new URL(settings.issuer),
    settings.clientId,
    undefined,
    // client_secret_basic: the standard default, which Google, Entra and Okta all take.
    oidc.ClientSecretBasic(settings.clientSecret),
    {
      [oidc.customFetch]: guardedFetch,
      timeout: PROVIDER_TIMEOUT_SECONDS,
      execute: insecure ? [oidc.allowInsecureRequests] : [],
    },
  );
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  return config;
}

/** The provider an agency saved, its secret opened from the secret box. */
export async function openAgencyProvider(
  saved: typeof agencySso.$inferSelect,
  secrets: TSecretBox,
  rules: TUrlRules,
): Promise<oidc.Configuration> {
  const clientSecret = await secrets.decrypt(saved.clientSecretSealed);
  return openProvider({ issuer: saved.issuer, clientId: saved.clientId, clientSecret }, rules);
}
