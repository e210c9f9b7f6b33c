import { WALLET_MESSAGES } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { findPass } from './find-pass.ts';
import { PASS_NOT_FOUND } from './get-apple-pass.ts';
import { googleSaveLink } from './google-save-link.ts';
import type { TPassReads } from './pass-reads.ts';

/**
 * Where "Save to Google Wallet" sends the customer: Google's save link for the pass the token names, made only when
 * tapped (the first one writes the object through Google's API). 404 for a forged or unknown link or without Google
 * Wallet; a deleted customer's card is gone.
 */
export async function saveToGoogle({
  db,
  config,
  tokens,
  token,
  reads,
}: {
  db: TExecutor;
  config: TConfig;
  tokens: TPassTokens;
  token: string;
  reads: Pick<TPassReads, 'getStanding' | 'logoUrl'>;
}): Promise<{ gone: true } | { gone: false; url: string }> {
  const serial = tokens.serialOfDownloadToken(token);
  const pass = serial ? await findPass({ db, serial }) : null;
  if (!pass) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
  if (pass.voidedAt) return { gone: true };
  const url = await googleSaveLink({ db, config, businessId: pass.businessId, customerId: pass.customerId, reads });
  if (!url) throw new AppError('NOT_FOUND', WALLET_MESSAGES.googleNotConfigured);
  return { gone: false, url };
}
