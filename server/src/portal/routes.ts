import {
  customerDataFileName,
  PORTAL_TILL_CLAIM_TRIES,
  regionOr,
  ZCustomerDataExport,
  ZDeletionRequestAnswer,
  ZOk,
  ZPinResetConfirm,
  ZPinResetRequest,
  ZPortalChooseRequest,
  ZPortalDashboard,
  ZPortalLanguageRequest,
  ZPortalLoginRequest,
  ZPortalLoginResponse,
  ZPortalTillClaim,
  ZPortalTillClaimed,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { clientIp } from '../platform/client-ip.ts';
import type { TAppEnv } from '../platform/context.ts';
import { jsonAttachment } from '../platform/json-attachment.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { validate } from '../platform/validate.ts';
import { chooseBusiness } from './choose-business.ts';
import { claimTillSaleInPortal } from './claim-till-sale.ts';
import { confirmPinReset } from './confirm-pin-reset.ts';
import { downloadMyData } from './download-my-data.ts';
import { getPortalDashboard } from './get-dashboard.ts';
import { portalLogIn } from './log-in.ts';
import { portalLogOut } from './log-out.ts';
import { clearPortalCookie, readPortalCookie, setPortalCookie } from './portal-cookie.ts';
import { createPortalLimits } from './portal-limits.ts';
import { requestDeletion } from './request-deletion.ts';
import { requestPinReset } from './request-pin-reset.ts';
import { setPortalLanguage } from './set-portal-language.ts';
import type { TPortalTillClaims } from './till-claims.ts';
import { withdrawDeletionRequest } from './withdraw-deletion-request.ts';

const tag = 'Customer portal';
const COOKIE_NOTE = 'sets the portal cookie';

/**
 * /api/portal/*: the customer portal, signed in with phone and PIN behind its own cookie (no business session).
 * `tills`: what it uses of the tills domain, handed in by app.ts.
 */
export function portalRoutes(tills: TPortalTillClaims) {
  const limits = createPortalLimits();

  return new Hono<TAppEnv>()
    .post(
      '/portal/login',
      routeDoc({
        tag,
        summary: `Sign in with phone and PIN (5 wrong PINs lock that business's customer for 15 minutes, an unknown number likewise; 20 wrong PINs a day per phone leave only Forgot PIN; ${COOKIE_NOTE}); 'choose' when several businesses match`,
        response: ZPortalLoginResponse,
      }),
      validate('json', ZPortalLoginRequest),
      async (c) => {
        const { db, config } = c.var.deps;
        const { phone, pin, region } = c.req.valid('json');
        const { token, body } = await portalLogIn({
          db,
          onlyBusinessId: c.var.hostBusinessId ?? null,
          limits,
          phone,
          pin,
          ip: clientIp(c),
          phoneRegion: regionOr(region, config.defaultPhoneRegion),
          previousToken: readPortalCookie(c),
        });
        setPortalCookie(c, token);
        return c.json(body);
      },
    )
    .post(
      '/portal/choose',
      routeDoc({
        tag,
        summary: 'Portal: pick one of the businesses the PIN opened (404 for any other customer id)',
        auth: 'portal',
        response: ZPortalLoginResponse,
      }),
      validate('json', ZPortalChooseRequest),
      async (c) =>
        c.json(
          await chooseBusiness({
            db: c.var.deps.db,
            token: readPortalCookie(c),
            customerId: c.req.valid('json').customerId,
          }),
        ),
    )
    .get(
      '/portal/dashboard',
      routeDoc({
        tag,
        summary: "Portal: the signed-in customer's programs, progress and rewards in the chosen business",
        auth: 'portal',
        response: ZPortalDashboard,
      }),
      async (c) => {
        const { db, config, walletTokens } = c.var.deps;
        const wallet = { config, tokens: walletTokens };
        return c.json(await getPortalDashboard({ db, token: readPortalCookie(c), wallet, tills }));
      },
    )
    .post(
      '/portal/till-sales/claim',
      routeDoc({
        tag,
        summary: `Portal: claim a till sale the till did not know them for, with the number on its receipt (no case, spaces or leading '#'), within 7 days, when the business turned it on; it earns once, whoever claims first. 404 for any sale they cannot claim; ${PORTAL_TILL_CLAIM_TRIES} wrong numbers an hour per customer`,
        auth: 'portal',
        response: ZPortalTillClaimed,
      }),
      validate('json', ZPortalTillClaim),
      async (c) => {
        const { db, queue } = c.var.deps;
        return c.json(
          await claimTillSaleInPortal({
            db,
            queue,
            limits,
            tills,
            token: readPortalCookie(c),
            ip: clientIp(c),
            receiptNumber: c.req.valid('json').receiptNumber,
          }),
        );
      },
    )
    .get(
      '/portal/my-data',
      routeDoc({
        tag,
        summary: "Portal: the signed-in customer's own data in the chosen business, as a JSON download",
        auth: 'portal',
        response: ZCustomerDataExport,
      }),
      async (c) => {
        const data = await downloadMyData({ db: c.var.deps.db, token: readPortalCookie(c) });
        return jsonAttachment(c, data, customerDataFileName(data.business.name, data.profile.customerNumber));
      },
    )
    .post(
      '/portal/deletion-request',
      routeDoc({
        tag,
        summary: 'Portal: the customer asks to be deleted (carried out in 30 days unless the business does it sooner)',
        auth: 'portal',
        response: ZDeletionRequestAnswer,
      }),
      async (c) => c.json(await requestDeletion({ db: c.var.deps.db, token: readPortalCookie(c) })),
    )
    .delete(
      '/portal/deletion-request',
      routeDoc({
        tag,
        summary: 'Portal: the customer withdraws their request to be deleted',
        auth: 'portal',
        status: 204,
      }),
      async (c) => {
        await withdrawDeletionRequest({ db: c.var.deps.db, token: readPortalCookie(c) });
        return c.body(null, 204);
      },
    )
    .put(
      '/portal/language',
      routeDoc({
        tag,
        summary: "Portal: the language the customer reads the portal in (null: the business's)",
        auth: 'portal',
        status: 204,
      }),
      validate('json', ZPortalLanguageRequest),
      async (c) => {
        const { language } = c.req.valid('json');
        await setPortalLanguage({ db: c.var.deps.db, token: readPortalCookie(c), language });
        return c.body(null, 204);
      },
    )
    .post('/portal/logout', routeDoc({ tag, summary: 'Portal: sign out', auth: 'portal', status: 204 }), async (c) => {
      await portalLogOut({ db: c.var.deps.db, token: readPortalCookie(c) });
      clearPortalCookie(c);
      return c.body(null, 204);
    })
    .post(
      '/portal/pin-reset/request',
      routeDoc({
        tag,
        summary: 'Portal: text a 6-digit PIN reset code (same answer whether or not the phone exists; rate-limited)',
        response: ZOk,
      }),
      validate('json', ZPinResetRequest),
      async (c) => {
        const { db, queue, config } = c.var.deps;
        await requestPinReset({
          db,
          onlyBusinessId: c.var.hostBusinessId ?? null,
          queue,
          limits,
          phone: c.req.valid('json').phone,
          ip: clientIp(c),
          phoneRegion: regionOr(c.req.valid('json').region, config.defaultPhoneRegion),
        });
        return c.json({ ok: true as const });
      },
    )
    .post(
      '/portal/pin-reset/confirm',
      routeDoc({
        tag,
        summary: `Portal: set a new PIN with the texted code and sign in, as login does; ends the phone's other portal sessions and clears its PIN locks (${COOKIE_NOTE})`,
        response: ZPortalLoginResponse,
      }),
      validate('json', ZPinResetConfirm),
      async (c) => {
        const { db, config } = c.var.deps;
        const { phone, code, pin, region } = c.req.valid('json');
        const { token, body } = await confirmPinReset({
          db,
          onlyBusinessId: c.var.hostBusinessId ?? null,
          limits,
          phone,
          code,
          pin,
          ip: clientIp(c),
          phoneRegion: regionOr(region, config.defaultPhoneRegion),
          previousToken: readPortalCookie(c),
        });
        setPortalCookie(c, token);
        return c.json(body);
      },
    );
}
