import { ZSaveSso, ZSsoStart, ZSsoStartAnswer, ZSsoState } from '@regulars/contracts';
import { Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import { clientIp } from '../platform/client-ip.ts';
import type { TAppEnv } from '../platform/context.ts';
import { copyCookies } from '../platform/copy-cookies.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireAgency, requireTeamAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { finishSso } from './finish-sso.ts';
import { providerRulesOf } from './provider.ts';
import { readSso, SSO_CALLBACK_PATH } from './read-sso.ts';
import { removeSso } from './remove-sso.ts';
import { saveSso } from './save-sso.ts';
import { ssoFlowCookie } from './sso-flow.ts';
import { startSso } from './start-sso.ts';

const tag = 'Single sign-on';

/** /api/agency/sso: the agency's own OpenID Connect provider for its staff (its team admin). */
export const ssoSettingsRoutes = new Hono<TAppEnv>()
  .use('/agency/sso', requireAgency, requireTeamAdmin)
  .get(
    '/agency/sso',
    routeDoc({
      tag,
      auth: 'session',
      summary: "The agency's single sign-on (never its secret) and the redirect URI to register",
      response: ZSsoState,
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      return c.json(await readSso({ db, appUrl: config.appUrl, businessId: c.var.businessId }));
    },
  )
  .put(
    '/agency/sso',
    routeDoc({
      tag,
      auth: 'session',
      summary:
        "Set up or change single sign-on: the provider's discovery document is read first (400 on the issuer when it cannot be)",
      response: ZSsoState,
    }),
    validate('json', ZSaveSso),
    async (c) => {
      const { db, config, secrets } = c.var.deps;
      const businessId = c.var.businessId;
      await saveSso({
        db,
        secrets,
        rules: providerRulesOf(config),
        businessId,
        actor: actorOfUser(c.var.user),
        input: c.req.valid('json'),
      });
      return c.json(await readSso({ db, appUrl: config.appUrl, businessId }));
    },
  )
  .delete(
    '/agency/sso',
    routeDoc({ tag, auth: 'session', summary: 'Turn single sign-on off', status: 204 }),
    async (c) => {
      await removeSso({ db: c.var.deps.db, businessId: c.var.businessId, actor: actorOfUser(c.var.user) });
      return c.body(null, 204);
    },
  );

/** /api/auth/sso/*: signing in through the provider of the business the account works in. */
export function ssoSignInRoutes() {
  const startsPerAddress = createRateLimiter({ name: 'sso-start:address', max: 30, windowMs: 15 * 60_000 });
  return new Hono<TAppEnv>()
    .post(
      '/auth/sso/start',
      routeDoc({
        tag,
        summary:
          "Start single sign-on for a work email: the provider's sign-in page (404 when the email has none; rate-limited per address)",
        response: ZSsoStartAnswer,
      }),
      validate('json', ZSsoStart),
      async (c) => {
        const { db, config, secrets } = c.var.deps;
        await startsPerAddress.hit(db, clientIp(c));
        const { url, flow } = await startSso({
          db,
          secrets,
          rules: providerRulesOf(config),
          appUrl: config.appUrl,
          email: c.req.valid('json').email,
        });
        await ssoFlowCookie.keep(c, flow);
        return c.json({ url });
      },
    )
    .get(
      SSO_CALLBACK_PATH.replace(/^\/api/, ''),
      routeDoc({
        tag,
        summary: "The provider's return: signs in and goes to /dashboard, or back to /login?sso=<reason>",
        status: 302,
      }),
      async (c) => {
        const { db, config, secrets, auth, logger } = c.var.deps;
        const { location, setCookies } = await finishSso({
          db,
          auth,
          secrets,
          logger,
          rules: providerRulesOf(config),
          appUrl: config.appUrl,
          flow: await ssoFlowCookie.take(c),
          query: new URL(c.req.url).searchParams,
          headers: c.req.raw.headers,
        });
        copyCookies(c, setCookies);
        return c.redirect(location, 302);
      },
    );
}
