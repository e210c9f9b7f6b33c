import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@regulars/contracts';
import { AppError } from '../platform/errors.ts';
import { isGlobalAddress } from './global-address.ts';

export type TUrlRules = {
  /** https only (APP_URL is https: a production install). */
  requireHttps: boolean;
  /** WEBHOOKS_ALLOW_PRIVATE: the operator lets endpoints reach private networks. */
  allowPrivate: boolean;
};

/** The install's rules: https only when the app itself is served over https; private addresses when allowed. */
export function urlRulesOf(config: { appUrl: string; webhooksAllowPrivate: boolean }): TUrlRules {
  return { requireHttps: config.appUrl.startsWith('https:'), allowPrivate: config.webhooksAllowPrivate };
}

/** Why an address may not be used, in plain words; null when it may. Resolves host names (all their addresses). */
export async function refusalOf(url: string, rules: TUrlRules): Promise<string | null> {
  const parsed = new URL(url);
  if (rules.requireHttps && parsed.protocol !== 'https:') return WEBHOOK_MESSAGES.httpsRequired;
  if (rules.allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isGlobalAddress(host) ? null : WEBHOOK_MESSAGES.privateAddress;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    return WEBHOOK_MESSAGES.unresolvable;
  }
  return addresses.every((a) => isGlobalAddress(a.address)) ? null : WEBHOOK_MESSAGES.privateAddress;
}

/** At save: 400 naming the url field when the address is refused. */
export async function assertEndpointUrl(url: string, rules: TUrlRules): Promise<void> {
  const refusal = await refusalOf(url, rules);
  if (refusal) throw new AppError('VALIDATION', refusal, { url: [refusal] });
}
