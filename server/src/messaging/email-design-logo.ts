import { eq } from 'drizzle-orm';
import { logoUrl } from '../branding/index.ts';
import type { TDb } from '../db/client.ts';
import { customerAddress } from '../db/customer-address.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, businessLogos } from '../db/schema/index.ts';
import type { TDesignLogo } from './email-design-mjml.ts';

/**
 * The business's logo as an email shows it (its public URL, size and name), or null when it has none. Emails carry
 * images over https only (sanitize-email-body.ts; mail clients block the rest), so a server reached over plain http
 * (a laptop, a test) sends its emails without the logo.
 */
export async function designLogo(db: TDb, appUrl: string, businessId: string): Promise<TDesignLogo | null> {
  if (!appUrl.startsWith('https://')) return null;
  const [row] = await db
    .select({
      version: businessLogos.version,
      width: businessLogos.width,
      height: businessLogos.height,
      companyName: customerFacingName,
    })
    .from(businessLogos)
    .innerJoin(businesses, eq(businesses.id, businessLogos.businessId))
    .where(eq(businessLogos.businessId, businessId));
  if (!row) return null;
  // Served from its own domain once verified: a white-label email names no other host.
  const address = await customerAddress({ db, appUrl, businessId });
  return {
    url: logoUrl(address, businessId, row.version),
    width: row.width,
    height: row.height,
    alt: row.companyName,
  };
}
