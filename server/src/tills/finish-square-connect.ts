import { TILL_MESSAGES, type TTillState } from '@regulars/contracts';
import type { TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TConfig, TSquareConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { exchangeSquareCode, SquareApiError, squareSeller } from '../providers/square/index.ts';
import { getTillState } from './get-till-state.ts';
import { assertTillsPlan } from './plan-gate.ts';
import { ensureSquareWebhook } from './square-subscription.ts';
import { storeTillConnection } from './store-till-connection.ts';

/** The address Square sends the seller back to after its consent page. */
export const squareRedirectUri = (config: Pick<TConfig, 'appUrl'>) =>
  `${config.appUrl}/api/integrations/square/callback`;

/**
 * After Square's consent page: the code is exchanged for the seller's tokens, who they are and their locations are
 * read, the server's webhook subscription is made if it has none, and the connection is stored with its tokens
 * sealed. Each Square location is counted at the Regulars location of the same name (the owner changes it on the
 * card). A seller account connected to another business is refused and nothing is stored: a sale must earn once. A
 * new seller account's last 30 days of sales are brought in by a job (backfill-square.ts).
 */
export async function finishSquareConnect({
  db,
  queue,
  secrets,
  config,
  businessId,
  actor,
  userId,
  code,
}: {
  db: TDb;
  queue: TQueue;
  secrets: TSecretBox;
  config: Pick<TConfig, 'appUrl' | 'square' | 'shopify'>;
  businessId: string;
  actor: TBusinessActor;
  userId: string | null;
  code: string;
}): Promise<TTillState> {
  const square = config.square;
  if (!square) throw new AppError('VALIDATION', TILL_MESSAGES.notConfigured);
  await assertTillsPlan({ db, businessId });
  const { tokens, merchant, places } = await readSeller(square, config, code);
  await ensureSquareWebhook({ db, secrets, config, square }).catch((err) => {
    throw squareProblem(err);
  });
  await storeTillConnection({
    db,
    queue,
    provider: 'square',
    businessId,
    actor,
    userId,
    account: merchant,
    sealed: {
      accessTokenEncrypted: await secrets.encrypt(tokens.accessToken),
      refreshTokenEncrypted: tokens.refreshToken ? await secrets.encrypt(tokens.refreshToken) : null,
      tokenExpiresAt: tokens.expiresAt,
    },
    places,
    details: { merchantId: merchant.id },
  });
  return getTillState({ db, config, businessId, canEdit: true });
}

async function readSeller(square: TSquareConfig, config: Pick<TConfig, 'appUrl'>, code: string) {
  try {
    const tokens = await exchangeSquareCode(square, { code, redirectUri: squareRedirectUri(config) });
    const seller = squareSeller(square, tokens.accessToken);
    const [merchant, places] = await Promise.all([seller.merchant(), seller.locations()]);
    return { tokens, merchant, places };
  } catch (err) {
    throw squareProblem(err);
  }
}

function squareProblem(err: unknown): unknown {
  if (!(err instanceof SquareApiError)) return err;
  if (err.kind === 'unavailable') return new AppError('UNAVAILABLE', TILL_MESSAGES.unreachable);
  return new AppError('VALIDATION', TILL_MESSAGES.codeRefused);
}
