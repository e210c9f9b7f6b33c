import { randomBytes } from 'node:crypto';
import { TILL_MESSAGES } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import type { TConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import { squareAuthorizeUrl } from '../providers/square/index.ts';
import { squareRedirectUri } from './finish-square-connect.ts';
import { assertTillsPlan } from './plan-gate.ts';

/**
 * The first step of "Connect Square": the address of Square's consent page, and the random state the callback must
 * bring back (kept in a short-lived cookie of this browser, so a callback started elsewhere is refused).
 */
export async function startSquareConnect({
  db,
  config,
  businessId,
}: {
  db: TExecutor;
  config: Pick<TConfig, 'appUrl' | 'square'>;
  businessId: string;
}): Promise<{ url: string; state: string }> {
  if (!config.square) throw new AppError('VALIDATION', TILL_MESSAGES.notConfigured);
  await assertTillsPlan({ db, businessId });
  const state = randomBytes(24).toString('base64url');
  return { url: squareAuthorizeUrl(config.square, { state, redirectUri: squareRedirectUri(config) }), state };
}
