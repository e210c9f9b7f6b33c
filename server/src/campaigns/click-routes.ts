import type { Context } from 'hono';
import { Hono } from 'hono';
import { CLICK_PATH } from '../messaging/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { recordClick } from './record-click.ts';

const INVALID = 'This link is not valid or has expired.';
const tag = 'Campaigns';

/**
 * A campaign message's tracked link (public, outside /api: it is printed in SMS). The link shows the host it goes
 * to and its signed token names the message and which of its campaign's links; the redirect goes only to that link
 * as the business wrote it, and only when its host is the one shown. A HEAD (link previews, mail scanners; Hono
 * answers it with the GET route) redirects without counting. Links of the first version (`/r/<token>`, no host)
 * keep working: they are in people's inboxes.
 */
export const clickRoutes = new Hono<TAppEnv>()
  .get(
    `${CLICK_PATH}/:host/:token`,
    routeDoc({
      tag,
      summary: 'A tracked campaign link showing its destination host: counts the click, redirects (302)',
      status: 302,
    }),
    (c) => followClick(c, c.req.param('host')),
  )
  .get(
    `${CLICK_PATH}/:token`,
    routeDoc({
      tag,
      summary: 'A tracked campaign link of the first version: counts the click, redirects (302)',
      status: 302,
    }),
    (c) => followClick(c, null),
  );

async function followClick(c: Context<TAppEnv>, host: string | null) {
  const target = c.var.deps.tracking.clickFromToken(c.req.param('token') ?? '', host);
  const url = target
    ? await recordClick({
        db: c.var.deps.db,
        ...target,
        host,
        count: c.req.method === 'GET',
        onlyBusinessId: c.var.hostBusinessId ?? null,
      })
    : null;
  if (!url) return c.text(INVALID, 404);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(url, 302);
}
