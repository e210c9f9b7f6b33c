import type { TExecutor } from '../db/client.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { findPass } from './find-pass.ts';
import { getApplePass, PASS_NOT_FOUND, WALLET_NOT_CONFIGURED } from './get-apple-pass.ts';
import type { TStandingReader } from './pass-reads.ts';

/**
 * The customer's download link: the token names the serial (and proves the link was made here), the serial finds
 * the pass and its business. A forged or unknown link is 404, a voided pass 410; without Apple Wallet, 404.
 */
export async function downloadApplePass({
  db,
  config,
  tokens,
  token,
  getStanding,
}: {
  db: TExecutor;
  config: TConfig;
  tokens: TPassTokens;
  token: string;
  getStanding: TStandingReader;
}): Promise<{ gone: true } | { gone: false; bytes: Buffer; updatedAt: Date }> {
  if (!config.appleWallet) throw new AppError('NOT_FOUND', WALLET_NOT_CONFIGURED);
  const serial = tokens.serialOfDownloadToken(token);
  const pass = serial ? await findPass({ db, serial }) : null;
  if (!pass) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
  if (pass.voidedAt) return { gone: true };
  return { gone: false, ...(await getApplePass({ db, config, tokens, pass, getStanding })) };
}
