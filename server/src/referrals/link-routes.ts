import { REFERRAL_LINK_PATH, REFERRAL_MESSAGES } from '@regulars/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { TExecutor } from '../db/client.ts';
import { customerAddress } from '../db/customer-address.ts';
import { qrCodes } from '../db/schema/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { servesBusiness } from '../platform/host-business.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { findReferrer } from './find-referrer.ts';

/** A customer's invitation link: {the business's address}/i/{code} (its own domain once verified, else APP_URL). */
export function referralLinkUrl(address: string, code: string): string {
  return `${address}${REFERRAL_LINK_PATH}/${code}`;
}

/**
 * A customer's invitation link (public, outside /api: people share and type it): opens the business's sign-up form
 * (its first active QR code's, on its own domain once verified) with the code, and counts one link opened while refer-a-friend is on. A code nobody
 * holds, or whose business takes no sign-ups through a form, is a 404 that says what to check.
 */
export const referralLinkRoutes = new Hono<TAppEnv>().get(
  `${REFERRAL_LINK_PATH}/:code`,
  routeDoc({
    tag: 'Refer a friend',
    summary: "A customer's invitation link: redirects (302) to the business's sign-up form, carrying the code",
    status: 302,
  }),
  async (c) => {
    const { db, config } = c.var.deps;
    const found = await findReferrer({ db, typed: c.req.param('code') });
    // On another business's own domain the code is unknown: each domain answers for its business only.
    const referrer = found && servesBusiness(c, found.businessId) ? found : null;
    const [form] = referrer
      ? await db
          .select({ code: qrCodes.code })
          .from(qrCodes)
          .where(and(eq(qrCodes.businessId, referrer.businessId), eq(qrCodes.active, true)))
          .orderBy(asc(qrCodes.createdAt), asc(qrCodes.id))
          .limit(1)
      : [];
    if (!referrer || !form) return c.text(REFERRAL_MESSAGES.codeUnknown, 404, { 'Cache-Control': 'no-store' });
    await countLinkOpened(db, referrer.businessId);
    const address = await customerAddress({ db, appUrl: config.appUrl, businessId: referrer.businessId });
    const target = `${address}/signup-form/${encodeURIComponent(form.code)}?ref=${referrer.code}`;
    return c.redirect(target, 302);
  },
);

/** One more link opened in this hour, while the business's refer-a-friend is on (one statement, no read first). */
async function countLinkOpened(db: TExecutor, businessId: string): Promise<void> {
  await db.execute(sql`
    insert into referral_link_opens (business_id, hour, opens)
    select business_id, date_trunc('hour', now()), 1 from referral_programs
    where business_id = ${businessId} and enabled
    on conflict (business_id, hour) do update set opens = referral_link_opens.opens + 1`);
}
