import {
  ENROLMENT_TOO_MANY_MESSAGE,
  languageOfLocale,
  SIGNUP_FORM_NOT_FOUND_MESSAGE,
  signupFormWords,
  ZEnrolmentRequest,
  ZEnrolmentResponse,
  ZSignupFormInfo,
} from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { type Context, Hono } from 'hono';
import { clientIp } from '../platform/client-ip.ts';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { keyServedHere } from '../platform/host-business.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { validate } from '../platform/validate.ts';
import { visitorLanguage } from '../platform/visitor-language.ts';
import { enrolCustomer } from './enrol-customer.ts';
import { SignupFormPaused } from './find-signup-target.ts';
import { openSignupForm } from './open-signup-form.ts';

const tag = 'Enrolment';
const WINDOW_MS = 15 * 60_000;

/** /api/public/signup-form/:code: the QR code's public enrolment form (no session). */
export function enrolmentRoutes(opts: { maxSignupsPerIp: number }) {
  const submitLimiter = createRateLimiter({
    name: 'enrolment:submit',
    max: opts.maxSignupsPerIp,
    windowMs: WINDOW_MS,
    message: ENROLMENT_TOO_MANY_MESSAGE,
  });
  // Reading the form counts a scan: generous, but bounded so counts cannot be inflated at will.
  const viewLimiter = createRateLimiter({
    name: 'enrolment:view',
    max: opts.maxSignupsPerIp * 10,
    windowMs: WINDOW_MS,
    message: ENROLMENT_TOO_MANY_MESSAGE,
  });

  return new Hono<TAppEnv>()
    .get(
      '/public/signup-form/:code',
      routeDoc({
        tag,
        summary:
          'Public: the sign-up form of a QR code (counts a scan; 404 for an unknown or inactive code, 403 while the business is suspended)',
        response: ZSignupFormInfo,
      }),
      async (c) => {
        await viewLimiter.hit(c.var.deps.db, clientIp(c));
        const { db, config } = c.var.deps;
        const referralCode = c.req.query('ref');
        try {
          await refuseFormOfAnotherDomain(c);
          return c.json(
            await openSignupForm({
              db,
              code: c.req.param('code'),
              appUrl: config.appUrl,
              referralCode,
              defaultRegion: config.defaultPhoneRegion,
            }),
          );
        } catch (err) {
          throw inFormLanguage(err, c);
        }
      },
    )
    .post('/public/signup-form/:code', async (c, next) => {
      // Counted before validation so a bot cannot probe for free.
      await submitLimiter.hit(c.var.deps.db, clientIp(c));
      await next();
    })
    .post(
      '/public/signup-form/:code',
      routeDoc({
        tag,
        summary:
          "Public: join the business (rate-limited per IP; 429 past the business's daily ceiling; a phone already a member is answered like a new one and changes nothing; 403 while suspended)",
        response: ZEnrolmentResponse,
        status: 201,
      }),
      validate('json', ZEnrolmentRequest),
      async (c) => {
        const { db, queue, config, logger, fingerprints } = c.var.deps;
        await refuseFormOfAnotherDomain(c);
        const result = await enrolCustomer({
          db,
          queue,
          logger,
          fingerprints,
          appUrl: config.appUrl,
          code: c.req.param('code'),
          input: c.req.valid('json'),
          phoneRegion: config.defaultPhoneRegion,
          request: { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null },
        });
        return c.json(result, 201);
      },
    );
}

/** On a business's own domain, another business's form is unknown: each domain answers for its business only. */
async function refuseFormOfAnotherDomain(c: Context<TAppEnv>): Promise<void> {
  if (!(await keyServedHere(c, 'qr_code', c.req.param('code') ?? ''))) {
    throw new AppError('NOT_FOUND', SIGNUP_FORM_NOT_FOUND_MESSAGE);
  }
}

/**
 * A form that does not open still speaks: a link that leads nowhere in the visitor's browser's language, a paused
 * business's form in the business's (find-signup-target.ts gives its locale), each with the words of its screen.
 */
function inFormLanguage(err: unknown, c: Context<TAppEnv>): unknown {
  const paused = err instanceof SignupFormPaused;
  if (!paused && !(err instanceof AppError && err.code === 'NOT_FOUND')) return err;
  const language = paused ? languageOfLocale(err.locale) : visitorLanguage(c);
  const { t } = translatorFor(language);
  const words = signupFormWords(t, { businessName: '', welcomePoints: 0 });
  if (paused) return new AppError('FORBIDDEN', t('enrolment.suspended'), { language, words });
  return new AppError('NOT_FOUND', t('enrolment.notFound'), { language, words });
}
