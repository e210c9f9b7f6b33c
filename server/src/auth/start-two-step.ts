import type { TTwoStepSetup } from '@regulars/contracts';
import type { TAuth } from '../platform/better-auth.ts';
import { twoStepAnswer } from './two-step-refusal.ts';

/**
 * Begins setting up two-step sign-in (the password asked again): a new authenticator key and ten recovery codes,
 * stored encrypted and not in force until the first code is confirmed (confirm-two-step.ts). Starting again replaces
 * an unconfirmed key. `issuer`: the name the authenticator app shows (a white-label client's own company).
 */
export async function startTwoStep({
  auth,
  headers,
  password,
  issuer,
}: {
  auth: TAuth;
  headers: Headers;
  password: string;
  issuer: string;
}): Promise<TTwoStepSetup> {
  const res = await auth.api.enableTwoFactor({ body: { password, issuer }, headers, asResponse: true });
  const { totpURI, backupCodes } = await twoStepAnswer<{ totpURI: string; backupCodes: string[] }>(res);
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return { otpauthUrl: totpURI, secret, recoveryCodes: backupCodes };
}
