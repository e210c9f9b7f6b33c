import { WALLET_MESSAGES, ZWalletPage } from '@regulars/contracts';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { clientIp } from '../platform/client-ip.ts';
import type { TAppEnv } from '../platform/context.ts';
import { AppError, errorBody } from '../platform/errors.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { validate } from '../platform/validate.ts';
import { ZAppleLog, ZAppleRegistration, ZAppleSerials, ZAppleSerialsQuery, ZEmptyAnswer } from './apple-protocol.ts';
import { authorizeAppleCall } from './authorize-apple-call.ts';
import { PKPASS_MEDIA_TYPE } from './build-apple-pass.ts';
import { demoApplePass } from './demo-apple-pass.ts';
import { demoGoogleSaveLink } from './demo-google-pass.ts';
import { downloadApplePass } from './download-apple-pass.ts';
import { getApplePass, PASS_NOT_FOUND } from './get-apple-pass.ts';
import { getWalletPage } from './get-wallet-page.ts';
import { listUpdatedSerials } from './list-updated-serials.ts';
import type { TPassReads } from './pass-reads.ts';
import { registerAppleDevice } from './register-apple-device.ts';
import { saveToGoogle } from './save-to-google.ts';
import { unregisterAppleDevice } from './unregister-apple-device.ts';

const tag = 'Wallet';
const WINDOW_MS = 15 * 60_000;
/** A device library id or a push token is a few dozen characters: anything far longer is not Apple's. */
const MAX_ID = 200;
const MAX_LOG_LINE = 500;

/** Whole seconds: what Last-Modified and If-Modified-Since can say. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function pkpass(bytes: Buffer, updatedAt: Date, fileName?: string) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': PKPASS_MEDIA_TYPE,
      'last-modified': updatedAt.toUTCString(),
      'cache-control': 'no-store',
      ...(fileName ? { 'content-disposition': `attachment; filename="${fileName}"` } : {}),
    },
  });
}

function deviceOf(value: string): string {
  if (value.length > MAX_ID) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
  return value;
}

/**
 * /api/wallet/apple: Apple's PassKit Web Service (devices register a pass, ask what changed, fetch the new pass, send
 * logs) and the customer's download link. None has a session or names a business: the serial finds it. What a pass
 * reads of loyalty and branding comes in `reads` (app.ts hands them in).
 */
export function walletRoutes(reads: TPassReads) {
  // Each phone calls from its own address; a generous budget, kept in the database like every public limit.
  const appleLimiter = createRateLimiter({
    name: 'wallet:apple',
    max: 600,
    windowMs: WINDOW_MS,
    message: 'Too many wallet requests from this network. Please try again in a few minutes.',
  });
  const limit = async (c: { var: TAppEnv['Variables'] } & Parameters<typeof clientIp>[0]) => {
    await appleLimiter.hit(c.var.deps.db, clientIp(c));
  };

  /** The pass an Apple web service call names, once its pass type and token are checked (401/404 otherwise). */
  const authorizedPass = (c: Context<TAppEnv>) =>
    authorizeAppleCall({
      db: c.var.deps.db,
      config: c.var.deps.config,
      tokens: c.var.deps.walletTokens,
      passType: c.req.param('passType') ?? '',
      serial: c.req.param('serial') ?? '',
      authorization: c.req.header('authorization'),
    });

  return new Hono<TAppEnv>()
    .get(
      '/wallet/apple/download/:token',
      routeDoc({
        tag,
        summary:
          "Public: the customer's Apple Wallet pass (.pkpass) from their link; 404 for an unknown link or when Apple Wallet is not set up, 410 once the customer was deleted",
        media: PKPASS_MEDIA_TYPE,
      }),
      async (c) => {
        await limit(c);
        const { db, config, walletTokens: tokens } = c.var.deps;
        const answer = await downloadApplePass({
          db,
          config,
          tokens,
          token: c.req.param('token'),
          getStanding: reads.getStanding,
        });
        if (answer.gone) return c.json(errorBody('GONE', WALLET_MESSAGES.passVoided), 410);
        return pkpass(answer.bytes, answer.updatedAt, 'loyalty-card.pkpass');
      },
    )
    .get(
      '/wallet/page/:token',
      routeDoc({
        tag,
        summary:
          "Public: the wallet link page's card (the business, the customer's first name, the wallets offered); 404 for an unknown link or without any wallet, 410 once the customer was deleted",
        response: ZWalletPage,
      }),
      async (c) => {
        await limit(c);
        const { db, config, walletTokens: tokens } = c.var.deps;
        const answer = await getWalletPage({
          db,
          config,
          tokens,
          token: c.req.param('token'),
          getPublicBrand: reads.getPublicBrand,
          hostBusinessId: c.var.hostBusinessId ?? null,
        });
        if (answer.gone) return c.json(errorBody('GONE', WALLET_MESSAGES.passVoided), 410);
        return c.json(answer.page);
      },
    )
    .get(
      '/wallet/google/save/:token',
      routeDoc({
        tag,
        summary:
          'Public: "Save to Google Wallet" (302 to Google\'s save link, made when tapped); 404 for an unknown link or without Google Wallet, 410 once the customer was deleted',
        status: 302,
      }),
      async (c) => {
        await limit(c);
        const { db, config, walletTokens: tokens } = c.var.deps;
        const answer = await saveToGoogle({ db, config, tokens, token: c.req.param('token'), reads });
        if (answer.gone) return c.json(errorBody('GONE', WALLET_MESSAGES.passVoided), 410);
        return c.redirect(answer.url, 302);
      },
    )
    .get(
      '/wallet/apple/test-pass/:token',
      routeDoc({
        tag,
        summary:
          "Public: a super admin's test pass (.pkpass of a made-up member, no one's data) from the link the test email carries; 404 for an unknown link or when Apple Wallet is not set up",
        media: PKPASS_MEDIA_TYPE,
      }),
      async (c) => {
        await limit(c);
        const { config, walletTokens: tokens } = c.var.deps;
        const bytes = await demoApplePass({ config, tokens, token: c.req.param('token') });
        return pkpass(bytes, new Date(), 'test-pass.pkpass');
      },
    )
    .get(
      '/wallet/google/test-pass/:token',
      routeDoc({
        tag,
        summary:
          "Public: a super admin's Google test pass (302 to Google's save link for a made-up member's card, written when tapped) from the link the test email carries; 404 for an unknown link or when Google Wallet is not set up",
        status: 302,
      }),
      async (c) => {
        await limit(c);
        const { config, walletTokens: tokens } = c.var.deps;
        return c.redirect(await demoGoogleSaveLink({ config, tokens, token: c.req.param('token') }), 302);
      },
    )
    .post(
      '/wallet/apple/v1/devices/:device/registrations/:passType/:serial',
      routeDoc({
        tag,
        summary:
          "Apple: a device registers for the pass's updates (201 new, 200 already registered; 401 without the pass's token)",
        response: ZEmptyAnswer,
        status: 201,
        other: { status: 200, description: 'Already registered', response: ZEmptyAnswer },
      }),
      validate('json', ZAppleRegistration),
      async (c) => {
        await limit(c);
        const pass = await authorizedPass(c);
        const { created } = await registerAppleDevice({
          db: c.var.deps.db,
          pass,
          deviceLibraryId: deviceOf(c.req.param('device')),
          pushToken: c.req.valid('json').pushToken,
        });
        return c.json({}, created ? 201 : 200);
      },
    )
    .get(
      '/wallet/apple/v1/devices/:device/registrations/:passType',
      routeDoc({
        tag,
        summary: "Apple: the serials of the device's passes changed since the tag (204 when none did)",
        response: ZAppleSerials,
        other: { status: 204, description: 'No pass changed', response: ZEmptyAnswer },
      }),
      validate('query', ZAppleSerialsQuery),
      async (c) => {
        await limit(c);
        const { db, config } = c.var.deps;
        const changed = await listUpdatedSerials({
          db,
          config,
          deviceLibraryId: deviceOf(c.req.param('device')),
          passType: c.req.param('passType'),
          passesUpdatedSince: c.req.valid('query').passesUpdatedSince,
        });
        return changed ? c.json(changed) : c.body(null, 204);
      },
    )
    .delete(
      '/wallet/apple/v1/devices/:device/registrations/:passType/:serial',
      routeDoc({
        tag,
        summary: "Apple: a device stops the pass's updates (401 without the pass's token)",
        response: ZEmptyAnswer,
      }),
      async (c) => {
        await limit(c);
        const pass = await authorizedPass(c);
        await unregisterAppleDevice({ db: c.var.deps.db, pass, deviceLibraryId: deviceOf(c.req.param('device')) });
        return c.json({});
      },
    )
    .get(
      '/wallet/apple/v1/passes/:passType/:serial',
      routeDoc({
        tag,
        summary:
          "Apple: the pass's latest version (.pkpass with Last-Modified; 304 when unchanged since If-Modified-Since; 401 without the pass's token)",
        media: PKPASS_MEDIA_TYPE,
        other: { status: 304, description: 'Unchanged since If-Modified-Since', response: ZEmptyAnswer },
      }),
      async (c) => {
        await limit(c);
        const { db, config, walletTokens: tokens } = c.var.deps;
        const pass = await authorizedPass(c);
        const since = Date.parse(c.req.header('if-modified-since') ?? '');
        if (!Number.isNaN(since) && seconds(pass.updatedAt) <= Math.floor(since / 1000)) {
          return c.body(null, 304, { 'last-modified': pass.updatedAt.toUTCString() });
        }
        const { bytes, updatedAt } = await getApplePass({ db, config, tokens, pass, getStanding: reads.getStanding });
        return pkpass(bytes, updatedAt);
      },
    )
    .post(
      '/wallet/apple/v1/log',
      routeDoc({ tag, summary: "Apple: a device's messages about our passes (logged)", response: ZEmptyAnswer }),
      validate('json', ZAppleLog),
      async (c) => {
        await limit(c);
        const logs = c.req.valid('json').logs.map((line) => line.slice(0, MAX_LOG_LINE));
        c.var.deps.logger.info({ logs }, 'Apple Wallet device log');
        return c.json({});
      },
    );
}
