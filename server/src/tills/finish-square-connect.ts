import { TILL_MESSAGES, type TTillState } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import { deleteBusinessKey, saveBusinessKey } from '../db/business-keys.ts';
import type { TDb } from '../db/client.ts';
import { tillConnections, tillLocations } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TConfig, TSquareConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { exchangeSquareCode, SquareApiError, squareSeller } from '../providers/square/index.ts';
import { findTillConnection } from './connection-row.ts';
import { getTillState } from './get-till-state.ts';
import { TILL_JOBS } from './jobs.ts';
import { linkTillLocations } from './link-till-locations.ts';
import { assertTillsPlan } from './plan-gate.ts';
import { ensureSquareWebhook } from './square-subscription.ts';

/** The address Square sends the seller back to after its consent page. */
export const squareRedirectUri = (config: Pick<TConfig, 'appUrl'>) =>
  `${config.appUrl}/api/integrations/square/callback`;

class AccountTaken extends Error {}

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
  const sealed = {
    accessTokenEncrypted: await secrets.encrypt(tokens.accessToken),
    refreshTokenEncrypted: tokens.refreshToken ? await secrets.encrypt(tokens.refreshToken) : null,
  };
  try {
    await db.transaction(async (tx) => {
      const existing = await findTillConnection({ db: tx, businessId, provider: 'square' });
      if (existing && existing.accountId !== merchant.id) {
        await deleteBusinessKey({ tx, kind: 'square_merchant', key: existing.accountId, businessId });
        await tx
          .delete(tillLocations)
          .where(and(eq(tillLocations.businessId, businessId), eq(tillLocations.connectionId, existing.id)));
      }
      await saveBusinessKey({ tx, kind: 'square_merchant', key: merchant.id, businessId }).catch(() => {
        throw new AccountTaken();
      });
      // Another seller account than before: its sales of the last 30 days are brought in (once per account).
      const newAccount = existing?.accountId !== merchant.id;
      const values = {
        ...(newAccount ? { backfilledAt: null } : {}),
        accountId: merchant.id,
        accountName: merchant.name,
        ...sealed,
        tokenExpiresAt: tokens.expiresAt,
        lastError: null,
        lastErrorAt: null,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(tillConnections)
        .values({ businessId, provider: 'square', connectedByUserId: userId, ...values })
        .onConflictDoUpdate({ target: [tillConnections.businessId, tillConnections.provider], set: values })
        .returning({ id: tillConnections.id });
      if (!row) throw new Error('the connection was not written');
      await linkTillLocations({ tx, businessId, connectionId: row.id, places });
      if (newAccount) {
        await queue.send(TILL_JOBS.backfillSquare, { businessId, connectedAt: new Date().toISOString() }, { tx });
      }
      await recordBusinessAudit({
        db: tx,
        entry: {
          businessId,
          actor,
          action: existing ? 'till.reconnect' : 'till.connect',
          targetType: 'till_connection',
          targetId: row.id,
          details: { provider: 'square', account: merchant.name, merchantId: merchant.id },
        },
      });
    });
  } catch (err) {
    if (err instanceof AccountTaken) throw new AppError('CONFLICT', TILL_MESSAGES.accountTaken);
    throw err;
  }
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
