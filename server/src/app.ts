import { ZHealth, ZSocialSignInStart } from '@regulars/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { accountStatusRoutes } from './admin/account-routes.ts';
import { adminAuditRoutes } from './admin/audit-routes.ts';
import { adminConfigRoutes } from './admin/config-routes.ts';
import { adminCreditRoutes } from './admin/credit-routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { adminTenantActionRoutes } from './admin/tenant-action-routes.ts';
import { adminTenantRoutes } from './admin/tenant-routes.ts';
import { adminWalletRoutes } from './admin/wallet-routes.ts';
import { agencyLibraryRoutes, agencyRoutes } from './agency/index.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { businessAuditRoutes } from './audit/routes.ts';
import { passkeyRoutes } from './auth/passkey-routes.ts';
import { authRoutes } from './auth/routes.ts';
import { twoStepRoutes } from './auth/two-step-routes.ts';
import { automationRoutes } from './automations/routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { stripeWebhookDoc, stripeWebhookHandler } from './billing/webhook-route.ts';
import { brandingRoutes, PUBLIC_LOGOS_PATH } from './branding/routes.ts';
import { clickRoutes } from './campaigns/click-routes.ts';
import { campaignRoutes } from './campaigns/routes.ts';
import { closingRoutes } from './closing/routes.ts';
import { passReadsOf } from './compose/pass-reads.ts';
import { portalTillClaims } from './compose/portal-till-claims.ts';
import { counterRoutes } from './counter/routes.ts';
import { customDomainPublicRoutes, customDomainRoutes } from './custom-domains/index.ts';
import { customerRoutes } from './customers/routes.ts';
import { dataExportRoutes } from './data-export/routes.ts';
import { pingDatabase } from './db/client.ts';
import { apiKeyRoutes } from './developers/routes.ts';
import { publicApiRoutes } from './developers/v1-routes.ts';
import { openApiDocument, renderDocsPage } from './docs/index.ts';
import { enrolmentRoutes } from './enrolment/routes.ts';
import { locationRoutes } from './locations/routes.ts';
import { loyaltyRoutes } from './loyalty/routes.ts';
import { mailchimpRoutes } from './mailchimp/routes.ts';
import { communicationRoutes } from './messaging/communication-routes.ts';
import { MESSAGING_JOBS } from './messaging/index.ts';
import { messagingRoutes } from './messaging/routes.ts';
import { smsWebhookRoutes } from './messaging/sms-webhook-routes.ts';
import { templateRoutes } from './messaging/template-routes.ts';
import { OPEN_PIXEL_PATH, UNSUBSCRIBE_PATH } from './messaging/tracking-token.ts';
import { oneClickUnsubscribeRoutes, unsubscribeRoutes } from './messaging/unsubscribe-routes.ts';
import { multiplierRoutes } from './multipliers/routes.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { OAUTH_ROUTES } from './platform/better-auth.ts';
import type { TAppEnv, TDeps } from './platform/context.ts';
import { AppError, errorBody } from './platform/errors.ts';
import { hostBusiness } from './platform/host-business.ts';
import { requireJsonContentType } from './platform/json-content-type.ts';
import { loggableError } from './platform/logger.ts';
import { originCheck } from './platform/origin-check.ts';
import { rejectNul } from './platform/reject-nul.ts';
import { routeDoc } from './platform/route-doc.ts';
import { securityHeaders } from './platform/security-headers.ts';
import { serveWebApp } from './platform/web-app.ts';
import { customerPinRoutes } from './portal/customer-pin-routes.ts';
import { portalRoutes } from './portal/routes.ts';
import { programRoutes } from './programs/routes.ts';
import { qrCodeRoutes } from './qr-codes/routes.ts';
import { shortLinkRoutes } from './qr-codes/short-link-routes.ts';
import { referralLinkRoutes, referralRoutes } from './referrals/index.ts';
import { smsOptOutRoutes } from './settings/opt-out-routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { ssoSettingsRoutes, ssoSignInRoutes } from './single-sign-on/index.ts';
import { statusTierRoutes } from './status-tiers/routes.ts';
import { adminSupportRoutes } from './support/admin-routes.ts';
import { supportRoutes } from './support/routes.ts';
import { companyRoutes, invitationRoutes } from './teams/routes.ts';
import { tierRoutes } from './tiers/routes.ts';
import { tillCounterRoutes } from './tills/counter-routes.ts';
import { tillRoutes } from './tills/routes.ts';
import { tillWebhookRoutes } from './tills/webhook-routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { webhookRoutes } from './webhooks/routes.ts';

export const API_MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Stripe's events are a few kilobytes; nothing near this is legitimate. */
export const WEBHOOK_MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = (): never => {
  throw new AppError('TOO_LARGE', 'The request is too large.');
};

export function createApp(deps: TDeps) {
  const app = new Hono<TAppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const started = performance.now();
    await next();
    // The route's pattern (`/r/:host/:token`), never the path or its query: links in messages carry their tokens.
    deps.logger.info(
      { method: c.req.method, route: routePath(c), status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  // JSON and HTML shrink to a fifth on the wire; the web app's files come compressed already (platform/web-app.ts).
  app.use('*', compress());
  app.use('*', securityHeaders(deps.config.appUrl, { embeddablePaths: [OPEN_PIXEL_PATH, PUBLIC_LOGOS_PATH] }));
  // A business's own domain serves its customers' pages only, and only that business's (issue 53).
  app.use('*', hostBusiness(deps.config.appUrl));
  app.use('/api/*', originCheck(deps.config.appUrl));

  const api = new Hono<TAppEnv>();
  // The largest legitimate body is an import chunk (a 5 MB CSV's rows as JSON); nothing bigger is read into memory.
  api.use('*', bodyLimit({ maxSize: API_MAX_BODY_BYTES, onError: tooLarge }));
  // Before any route: a non-JSON body answers 415, a NUL anywhere 400 (PostgreSQL text cannot hold one).
  api.use('*', requireJsonContentType, rejectNul);
  api.get(
    '/health',
    routeDoc({
      tag: 'Platform',
      summary: 'Service and database health',
      response: ZHealth,
      other: { status: 503, description: 'The database is down', response: ZHealth },
    }),
    async (c) => {
      const ok = await pingDatabase(deps.database);
      return c.json({ status: ok ? 'ok' : 'error', db: ok ? 'ok' : 'error' }, ok ? 200 : 503);
    },
  );
  const document = openApiDocument(app, deps.config.appUrl);
  api.get(
    '/openapi.json',
    routeDoc({
      tag: 'Platform',
      summary: 'This document (OpenAPI 3.1), generated from the routes',
      media: 'application/json',
    }),
    async (c) => c.json(await document()),
  );
  api.get('/docs', routeDoc({ tag: 'Platform', summary: 'The API reference page', media: 'text/html' }), async (c) =>
    c.html(renderDocsPage(await document())),
  );
  // The public API first: no other router's middleware (sessions) may run on its paths.
  api.route('/v1', publicApiRoutes(deps.config.appUrl));
  // Of better-auth's own endpoints only the OAuth start and callbacks: its password routes would bypass our limits.
  for (const route of OAUTH_ROUTES) {
    const doc =
      route.method === 'POST'
        ? routeDoc({ tag: 'Auth', summary: route.summary, response: ZSocialSignInStart })
        : routeDoc({ tag: 'Auth', summary: route.summary, status: 302 });
    api.on(route.method, route.path, doc, async (c) => sameErrorShape(await deps.auth.handler(c.req.raw)));
  }
  api.route(
    '/',
    authRoutes({ loginRateLimit: deps.config.loginRateLimit, signupRateLimit: deps.config.signupRateLimit }),
  );
  api.route('/', ssoSignInRoutes());
  api.route(
    '/',
    passkeyRoutes({
      sendNotice: async (message) => void (await deps.queue.send(MESSAGING_JOBS.sendEmail, message)),
      loginRateLimit: deps.config.loginRateLimit,
    }),
  );
  api.route(
    '/',
    twoStepRoutes({
      sendNotice: async (message) => void (await deps.queue.send(MESSAGING_JOBS.sendEmail, message)),
      loginRateLimit: deps.config.loginRateLimit,
    }),
  );
  api.route('/', tierRoutes);
  api.route('/admin', adminRoutes);
  api.route('/admin', adminConfigRoutes);
  api.route('/admin', adminTenantRoutes);
  api.route('/admin', adminWalletRoutes);
  api.route('/admin', adminTenantActionRoutes);
  api.route('/admin', adminAuditRoutes);
  api.route('/admin', adminSupportRoutes);
  api.route('/', accountStatusRoutes);
  api.route('/billing', billingRoutes);
  api.route('/', closingRoutes);
  api.route('/', agencyRoutes());
  api.route('/', agencyLibraryRoutes());
  api.route('/', ssoSettingsRoutes);
  api.route('/', supportRoutes());
  api.route('/admin', adminCreditRoutes);
  api.route('/', companyRoutes());
  api.route('/', invitationRoutes({ loginRateLimit: deps.config.loginRateLimit }));
  api.route('/', programRoutes);
  api.route('/', multiplierRoutes);
  api.route('/', statusTierRoutes);
  api.route('/', referralRoutes);
  // Before customerRoutes, whose GET /customers/:id would take /customers/quick-templates.
  api.route('/', messagingRoutes);
  api.route('/', templateRoutes);
  api.route('/', campaignRoutes);
  api.route('/', automationRoutes);
  api.route('/', communicationRoutes);
  api.route('/', unsubscribeRoutes);
  api.route('/', counterRoutes);
  api.route('/', loyaltyRoutes);
  api.route('/', customerPinRoutes());
  api.route('/', customerRoutes);
  api.route('/', onboardingRoutes);
  api.route('/', locationRoutes);
  api.route('/', qrCodeRoutes);
  api.route('/', analyticsRoutes);
  api.route('/', settingsRoutes);
  api.route('/', dataExportRoutes);
  api.route('/', brandingRoutes);
  api.route('/', customDomainRoutes);
  api.route('/', customDomainPublicRoutes);
  api.route('/', mailchimpRoutes);
  api.route('/', tillRoutes);
  api.route('/', tillCounterRoutes);
  api.route('/', apiKeyRoutes);
  api.route('/', webhookRoutes);
  api.route('/', businessAuditRoutes);
  api.route('/', smsOptOutRoutes);
  api.route('/', enrolmentRoutes({ maxSignupsPerIp: deps.config.enrolRateLimit }));
  api.route('/', portalRoutes(portalTillClaims));
  api.route('/', walletRoutes(passReadsOf(deps.config.appUrl)));
  api.all('*', () => {
    throw new AppError('NOT_FOUND', 'No such API route');
  });
  app.route('/api', api);

  // Outside /api and before the SPA fallback; it reads the raw body to verify Stripe's signature.
  app.post(
    '/stripe-webhook',
    stripeWebhookDoc,
    bodyLimit({ maxSize: WEBHOOK_MAX_BODY_BYTES, onError: tooLarge }),
    stripeWebhookHandler,
  );
  app.use('/webhooks/*', bodyLimit({ maxSize: WEBHOOK_MAX_BODY_BYTES, onError: tooLarge }));
  app.route('/', smsWebhookRoutes);
  app.route('/', tillWebhookRoutes);
  app.use(`${UNSUBSCRIBE_PATH}/*`, bodyLimit({ maxSize: WEBHOOK_MAX_BODY_BYTES, onError: tooLarge }));
  app.route('/', oneClickUnsubscribeRoutes);
  app.route('/', clickRoutes);
  app.route('/', shortLinkRoutes);
  app.route('/', referralLinkRoutes);
  serveWebApp(app, deps.config.webDist);

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(errorBody(err.code, err.message, err.details), err.status);
    if (err instanceof HTTPException && err.status === 400) {
      return c.json(errorBody('BAD_JSON', 'The request body is not valid JSON'), 400);
    }
    if (err instanceof HTTPException) return c.json(errorBody('HTTP', err.message), err.status);
    deps.logger.error({ err: loggableError(err), route: routePath(c) }, 'unhandled error');
    return c.json(errorBody('INTERNAL', 'Something went wrong. Please try again.'), 500);
  });
  return app;
}

/** better-auth answers errors as `{ code, message }`; give them our one error shape. */
async function sameErrorShape(res: Response): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string; error?: unknown } | null;
  if (!body || body.error !== undefined || typeof body.message !== 'string') return res;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(errorBody(body.code ?? 'AUTH_ERROR', body.message)), {
    status: res.status,
    headers,
  });
}
