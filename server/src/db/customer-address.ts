import { and, eq } from 'drizzle-orm';
import type { TExecutor } from './client.ts';
import { customDomains } from './schema/index.ts';

/**
 * A verified own domain's address: APP_URL with its host name swapped, so its scheme (https in production, behind
 * the proxy that serves every domain) and port (a local run's) stay the platform's.
 */
export function domainAddress(appUrl: string, hostname: string): string {
  const url = new URL(appUrl);
  url.hostname = hostname;
  return url.origin;
}

/**
 * Where a business's customers are sent (sign-up form, portal, wallet page, unsubscribe, every link of a message
 * and QR code): its own domain once verified, otherwise the platform's address.
 */
export async function customerAddress({
  db,
  appUrl,
  businessId,
}: {
  db: TExecutor;
  appUrl: string;
  businessId: string;
}): Promise<string> {
  const [row] = await db
    .select({ hostname: customDomains.hostname })
    .from(customDomains)
    .where(and(eq(customDomains.businessId, businessId), eq(customDomains.status, 'verified')))
    .limit(1);
  return row ? domainAddress(appUrl, row.hostname) : appUrl;
}
