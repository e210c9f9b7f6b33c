import type { TWebhookEndpointList } from '@regulars/contracts';
import { desc, eq } from 'drizzle-orm';
import { hasApi } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { webhookEndpoints } from '../db/schema/index.ts';
import { toEndpoint } from './to-endpoint.ts';

/** The business's endpoints, newest first, off ones included (with why they are off). */
export async function listEndpoints({
  db,
  businessId,
  canEdit,
}: {
  db: TExecutor;
  businessId: string;
  canEdit: boolean;
}): Promise<TWebhookEndpointList> {
  const [rows, planIncludesApi] = await Promise.all([
    db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.businessId, businessId))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id)),
    hasApi({ db, businessId }),
  ]);
  return { endpoints: rows.map(toEndpoint), planIncludesApi, canEdit };
}
