import {
  ZLoginAnswer,
  ZOk,
  ZRecoveryCodes,
  ZSecondStepRequest,
  ZTwoStepConfirm,
  ZTwoStepPassword,
  ZTwoStepSetup,
  ZTwoStepState,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { clientIp } from '../platform/client-ip.ts';
import type { TAppEnv } from '../platform/context.ts';
import { copyCookies } from '../platform/copy-cookies.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireUser, requireUserBeforeTwoStep, sessionOf } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import type { TEmailMessage } from '../providers/email/index.ts';
import { accountBrand } from './account-brand.ts';
import { accountNotices } from './account-notices.ts';
import { confirmTwoStep } from './confirm-two-step.ts';
import { readTwoStep } from './read-two-step.ts';
import { recoveryCodeNotice } from './recovery-code-notice.ts';
import { renewRecoveryCodes } from './renew-recovery-codes.ts';
import { secondStep } from './second-step.ts';
import { startTwoStep } from './start-two-step.ts';
import { turnOffTwoStep } from './turn-off-two-step.ts';

const tag = 'Auth';
const auth = 'session';

/**
 * Two-step sign-in (issue 53): the sign-in's second step, and Settings → Two-step sign-in. `sendNotice` queues an
 * email to the account (app.ts hands messaging's queue in: auth sits below messaging).
 */
export function twoStepRoutes({
  sendNotice,
  loginRateLimit,
}: {
  sendNotice: (message: TEmailMessage) => Promise<void>;
  /** LOGIN_RATE_LIMIT: an address's second steps follow its sign-ins (three times an account's sign-ins: 30). */
  loginRateLimit: number;
}) {
  // Codes are also counted by better-auth per step and per account; this bounds one address trying many steps.
  const codesPerAddress = createRateLimiter({
    name: 'second-step:address',
    max: loginRateLimit * 3,
    windowMs: 15 * 60_000,
  });
  // Every change asks for the password again: a left-open session cannot guess it quickly.
  const passwordChecks = createRateLimiter({ name: 'two-step:password', max: 10, windowMs: 15 * 60_000 });

  const { notify, noticeOf } = accountNotices(sendNotice);

  return (
    new Hono<TAppEnv>()
      .post(
        '/login/second-step',
        routeDoc({
          tag,
          summary:
            "The sign-in's second step: the authenticator's 6-digit code or a recovery code (one use each); opens the session and answers the profile",
          response: ZLoginAnswer,
        }),
        validate('json', ZSecondStepRequest),
        async (c) => {
          const { db, auth, config } = c.var.deps;
          await codesPerAddress.hit(db, clientIp(c));
          const input = c.req.valid('json');
          const { profile, setCookies } = await secondStep({
            db,
            auth,
            input,
            headers: c.req.raw.headers,
            defaultRegion: config.defaultPhoneRegion,
          });
          if (input.kind === 'recovery')
            await notify(c, () => recoveryCodeNotice({ db, auth, user: profile.user, appUrl: config.appUrl }));
          copyCookies(c, setCookies);
          return c.json(profile);
        },
      )
      // Setting it up is what a session that owes its second step may do; the rest needs it done.
      .use('/account/two-step', requireUserBeforeTwoStep)
      .use('/account/two-step/setup', requireUserBeforeTwoStep)
      .use('/account/two-step/confirm', requireUserBeforeTwoStep)
      .use('/account/two-step/off', requireUser)
      .use('/account/two-step/recovery-codes', requireUser)
      .get(
        '/account/two-step',
        routeDoc({
          tag,
          auth,
          summary: 'Whether two-step sign-in is on, and the recovery codes left',
          response: ZTwoStepState,
        }),
        async (c) => {
          const { user, twoStep } = await sessionOf(c);
          const { db, auth } = c.var.deps;
          return c.json(await readTwoStep({ db, auth, userId: user.id, requiredBy: twoStep.requiredBy }));
        },
      )
      .post(
        '/account/two-step/setup',
        routeDoc({
          tag,
          auth,
          summary:
            "Start setting up two-step sign-in (password asked again): the authenticator's key and ten recovery codes; not in force until confirmed",
          response: ZTwoStepSetup,
        }),
        validate('json', ZTwoStepPassword),
        async (c) => {
          const { db, auth } = c.var.deps;
          const { user } = await sessionOf(c);
          await passwordChecks.hit(db, user.id);
          const issuer = (await accountBrand(db, user.id)) ?? 'Regulars';
          const { password } = c.req.valid('json');
          return c.json(await startTwoStep({ auth, headers: c.req.raw.headers, password, issuer }));
        },
      )
      .post(
        '/account/two-step/confirm',
        routeDoc({
          tag,
          auth,
          summary: "Confirm the set-up with the authenticator's first code: two-step sign-in is on",
          response: ZTwoStepState,
        }),
        validate('json', ZTwoStepConfirm),
        async (c) => {
          const { db, auth } = c.var.deps;
          const { user, twoStep } = await sessionOf(c);
          const { state, setCookies } = await confirmTwoStep({
            db,
            auth,
            headers: c.req.raw.headers,
            userId: user.id,
            requiredBy: twoStep.requiredBy,
            code: c.req.valid('json').code,
          });
          await notify(c, noticeOf(c, user, { kind: 'on' }));
          copyCookies(c, setCookies);
          return c.json(state);
        },
      )
      .post(
        '/account/two-step/off',
        routeDoc({
          tag,
          auth,
          summary: 'Turn two-step sign-in off (password asked again): the key and recovery codes are deleted',
          response: ZOk,
        }),
        validate('json', ZTwoStepPassword),
        async (c) => {
          const { db, auth } = c.var.deps;
          const { user } = await sessionOf(c);
          await passwordChecks.hit(db, user.id);
          const { setCookies } = await turnOffTwoStep({
            db,
            auth,
            headers: c.req.raw.headers,
            userId: user.id,
            ...c.req.valid('json'),
          });
          await notify(c, noticeOf(c, user, { kind: 'off' }));
          copyCookies(c, setCookies);
          return c.json({ ok: true as const });
        },
      )
      .post(
        '/account/two-step/recovery-codes',
        routeDoc({
          tag,
          auth,
          summary: 'Ten new recovery codes (password asked again); the old ones stop working',
          response: ZRecoveryCodes,
        }),
        validate('json', ZTwoStepPassword),
        async (c) => {
          const { db, auth } = c.var.deps;
          const { user } = await sessionOf(c);
          await passwordChecks.hit(db, user.id);
          const codes = await renewRecoveryCodes({ auth, headers: c.req.raw.headers, ...c.req.valid('json') });
          await notify(c, noticeOf(c, user, { kind: 'new-codes' }));
          return c.json(codes);
        },
      )
  );
}
