import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { buildApplePass } from './build-apple-pass.ts';
import { DEMO_BUSINESS_NAME, DEMO_STANDING } from './demo-standing.ts';
import { appleWebServiceUrl, PASS_NOT_FOUND, WALLET_NOT_CONFIGURED } from './get-apple-pass.ts';

/**
 * The test pass: signed with the operator's pass certificate, as a customer's, so it proves the whole chain on a real
 * phone. It belongs to no business and no device can register for its updates (its serial has no pass row).
 */
export async function demoApplePass({
  config,
  tokens,
  token,
}: {
  config: TConfig;
  tokens: TPassTokens;
  token: string;
}): Promise<Buffer> {
  const apple = config.appleWallet;
  if (!apple) throw new AppError('NOT_FOUND', WALLET_NOT_CONFIGURED);
  const serial = tokens.serialOfTestPassToken(token);
  if (!serial) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
  return buildApplePass({
    apple,
    serial,
    authenticationToken: tokens.authenticationToken(serial),
    webServiceURL: appleWebServiceUrl(config.appUrl),
    businessName: DEMO_BUSINESS_NAME,
    brandColor: null,
    standing: DEMO_STANDING,
    logoPng: null,
  });
}
