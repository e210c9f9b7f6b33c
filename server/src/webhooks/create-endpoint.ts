import {
  MAX_WEBHOOK_ENDPOINTS,
  type TNewWebhookEndpoint,
  type TWebhookEndpointWithSecret,
  WEBHOOK_MESSAGES,
} from '@regulars/contracts';
import { count, eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import { assertApiPlan } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { webhookEndpoints } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { newEndpointSecret } from './endpoint-secret.ts';
import { toEndpoint } from './to-endpoint.ts';
import { assertEndpointUrl, type TUrlRules } from './url-guard.ts';

/**
 * A new endpoint, on with the events chosen. Its secret is in this answer only; it is kept sealed (it must be read
 * back to sign). The address is refused when it is not https on a production install, or reaches a private network.
 */
export async function createEndpoint({
  db,
  secrets,
  rules,
  businessId,
  actor,
  input,
}: {
  db: TDb;
  secrets: TSecretBox;
  rules: TUrlRules;
  businessId: string;
  actor: TBusinessActor;
  input: TNewWebhookEndpoint;
}): Promise<TWebhookEndpointWithSecret> {
  const { url, description, events } = input;
  await assertApiPlan({ db, businessId, message: WEBHOOK_MESSAGES.upgrade });
  await assertEndpointUrl(url, rules);
  const secret = newEndpointSecret();
  const secretSealed = await secrets.encrypt(secret);
  return db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.businessId, businessId));
    if (n >= MAX_WEBHOOK_ENDPOINTS) throw new AppError('CONFLICT', WEBHOOK_MESSAGES.tooMany);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ businessId, url, description, events: [...new Set(events)], secretSealed })
      .returning();
    if (!row) throw new AppError('INTERNAL', WEBHOOK_MESSAGES.saveFailed);
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'webhook.create',
        targetType: 'webhook_endpoint',
        targetId: row.id,
        details: { url, events: row.events },
      },
    });
    return { endpoint: toEndpoint(row), secret };
  });
}
