import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { findBusinessByKey } from '../db/business-keys.ts';
import { customerAddress } from '../db/customer-address.ts';
import { qrCodes } from '../db/schema/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { servesBusiness } from '../platform/host-business.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { SHORT_LINK_PATH, signupFormUrl } from './to-qr-code.ts';

/** A mistyped or deleted short link's answer: what to check, in the words of someone holding the sign. */
export const SHORT_LINK_UNKNOWN = 'This link is not valid. Check the letters on the sign, or scan its code.';

/**
 * A printed sign's short link (public, outside /api: people type it): sends them where the code's QR image does, the
 * sign-up form (on the business's own domain once verified) or the code's custom URL. Typed in any case, with or without the dash a sign may show. A code nobody
 * holds, or a deleted one, is a 404 that says what to check.
 */
export const shortLinkRoutes = new Hono<TAppEnv>().get(
  `${SHORT_LINK_PATH}/:short`,
  routeDoc({
    tag: 'QR codes',
    summary: "A sign's short link: redirects (302) to the QR code's sign-up form or custom URL",
    status: 302,
  }),
  async (c) => {
    const short = c.req.param('short').toUpperCase().replace(/[\s-]/g, '');
    const { db, config } = c.var.deps;
    const holder = /^[A-Z0-9]{8}$/.test(short) ? await findBusinessByKey({ db, kind: 'qr_short', key: short }) : null;
    // On another business's own domain the code is unknown: each domain answers for its business only.
    const businessId = holder && servesBusiness(c, holder) ? holder : null;
    const [code] = businessId
      ? await db
          .select({ code: qrCodes.code, customUrl: qrCodes.customUrl })
          .from(qrCodes)
          .where(and(eq(qrCodes.businessId, businessId), eq(qrCodes.shortCode, short)))
      : [];
    if (!code || !businessId) return c.text(SHORT_LINK_UNKNOWN, 404, { 'Cache-Control': 'no-store' });
    if (code.customUrl) return c.redirect(code.customUrl, 302);
    return c.redirect(signupFormUrl(await customerAddress({ db, appUrl: config.appUrl, businessId }), code.code), 302);
  },
);
