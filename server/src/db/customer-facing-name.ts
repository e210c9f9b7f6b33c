import { sql } from 'drizzle-orm';
import { businesses } from './schema/index.ts';

/**
 * The business's name as its customers see it: the display name from Settings → Brand (white-label), else the company
 * name. Every customer-facing answer, message, sign and wallet pass reads this; the app's own screens, the super
 * admin and the business's own mail keep the company name.
 */
export const customerFacingName = sql<string>`coalesce(${businesses.displayName}, ${businesses.companyName})`;
