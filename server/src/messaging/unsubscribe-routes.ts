import { UNSUBSCRIBE_TEXT, unsubscribeWords, ZUnsubscribeState } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { type Context, Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { visitorLanguage } from '../platform/visitor-language.ts';
import { UNSUBSCRIBE_PATH } from './tracking-token.ts';
import { readUnsubscribe, unsubscribeEmail } from './unsubscribe-email.ts';

const tag = 'Messaging';

/** The web app's unsubscribe page (/unsubscribe/{token}): public, the signed token is the only key. */
export const unsubscribeRoutes = new Hono<TAppEnv>()
  .get(
    '/unsubscribe/:token',
    routeDoc({
      tag,
      summary: 'Whose email an unsubscribe link belongs to (public; a signed token)',
      response: ZUnsubscribeState,
    }),
    async (c) => {
      const logId = c.var.deps.tracking.logIdFromUnsubscribeToken(c.req.param('token'));
      const state = logId ? await readUnsubscribe({ ...unsubscribeDeps(c), logId }) : null;
      if (!state) throw invalidLink(c);
      return c.json(state);
    },
  )
  .post(
    '/unsubscribe/:token',
    routeDoc({
      tag,
      summary: 'Unsubscribe from the business’s email (public; a signed token)',
      response: ZUnsubscribeState,
    }),
    async (c) => {
      const logId = c.var.deps.tracking.logIdFromUnsubscribeToken(c.req.param('token'));
      const state = logId ? await unsubscribeEmail({ ...unsubscribeDeps(c), logId }) : null;
      if (!state) throw invalidLink(c);
      return c.json(state);
    },
  );

/** The database, the app's address and, on a business's own domain, that business: another's email is unknown there. */
function unsubscribeDeps(c: Context<TAppEnv>) {
  const { db, config } = c.var.deps;
  return { db, appUrl: config.appUrl, onlyBusinessId: c.var.hostBusinessId ?? null };
}

/** A link that names no email: said in the visitor's browser's language, with the page's words in it. */
function invalidLink(c: Context): AppError {
  const language = visitorLanguage(c);
  const { t } = translatorFor(language);
  return new AppError('NOT_FOUND', t('unsubscribe.invalid'), {
    language,
    words: unsubscribeWords(t, { business: '', email: null }),
  });
}

/**
 * RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` (form-encoded, no cookies) to the link in the
 * List-Unsubscribe header. Outside /api, as the link itself is the web page's address: a GET there is the page.
 */
export const oneClickUnsubscribeRoutes = new Hono<TAppEnv>().post(
  `${UNSUBSCRIBE_PATH}/:token`,
  routeDoc({ tag, summary: 'One-click unsubscribe (RFC 8058), posted by mail clients', media: 'text/plain' }),
  async (c) => {
    const logId = c.var.deps.tracking.logIdFromUnsubscribeToken(c.req.param('token'));
    const state = logId ? await unsubscribeEmail({ ...unsubscribeDeps(c), logId }) : null;
    if (!state) return c.text(UNSUBSCRIBE_TEXT.invalid, 404);
    return c.text(translatorFor(state.language).t('unsubscribe.oneClick', { business: state.businessName }));
  },
);
