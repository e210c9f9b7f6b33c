import type { TExecutor } from '../db/client.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { findPass, type TPassRow } from './find-pass.ts';
import { PASS_NOT_FOUND, WALLET_NOT_CONFIGURED } from './get-apple-pass.ts';

export const BAD_PASS_TOKEN = 'The pass authentication token is not valid.';

/**
 * A call of Apple's web service about one pass: our pass type, the pass's own token (checked in constant time before
 * anything is read, so a wrong token learns nothing), then the pass itself. 401 for a wrong token, 404 for a pass
 * type or serial we do not have.
 */
export async function authorizeAppleCall({
  db,
  config,
  tokens,
  passType,
  serial,
  authorization,
}: {
  db: TExecutor;
  config: TConfig;
  tokens: TPassTokens;
  passType: string;
  serial: string;
  authorization: string | undefined;
}): Promise<TPassRow> {
  if (!config.appleWallet) throw new AppError('NOT_FOUND', WALLET_NOT_CONFIGURED);
  if (!tokens.checkAuthorization(serial, authorization)) throw new AppError('UNAUTHENTICATED', BAD_PASS_TOKEN);
  if (passType !== config.appleWallet.passTypeId) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
  const pass = await findPass({ db, serial });
  if (!pass) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
  return pass;
}
