import { z } from 'zod';
import { sealedCookie } from '../platform/sealed-cookie.ts';
import { SSO_CALLBACK_PATH } from './read-sso.ts';

/**
 * What the return from the provider is checked against: its state, the id_token's nonce, the PKCE verifier and the
 * agency whose provider it is. Kept sealed in the browser that started, for 10 minutes (the provider's sign-in page):
 * the return is bound to that browser, once.
 */
const ZSsoFlow = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  businessId: z.string(),
  expiresAt: z.number(),
});
export type TSsoFlow = z.infer<typeof ZSsoFlow>;

export const ssoFlowCookie = sealedCookie({
  name: 'regulars_sso',
  path: SSO_CALLBACK_PATH,
  seconds: 10 * 60,
  schema: ZSsoFlow,
});
