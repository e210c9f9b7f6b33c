import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { CLICK_PATH } from './click-token.ts';
import { recordClick } from './record-click.ts';

const INVALID = 'This link is not valid or has expired.';

/**
 * A campaign message's tracked link (public, outside /api: it is printed in SMS). The signed token names the
 * message and which of its campaign's links; the redirect goes only to that link as the business wrote it. A HEAD
 * (link previews, mail scanners; Hono answers it with the GET route) redirects without counting.
 */
export const clickRoutes = new Hono<TAppEnv>().get(
  `${CLICK_PATH}/:token`,
  routeDoc({ tag: 'Campaigns', summary: 'A tracked campaign link: counts the click, redirects (302)', status: 302 }),
  async (c) => {
    const target = c.var.deps.tracking.clickFromToken(c.req.param('token'));
    const url = target ? await recordClick({ db: c.var.deps.db, ...target, count: c.req.method === 'GET' }) : null;
    if (!url) return c.text(INVALID, 404);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(url, 302);
  },
);
