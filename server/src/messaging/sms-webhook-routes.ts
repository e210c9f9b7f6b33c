import { ZOk } from '@regulars/contracts';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { type TSmsWebhookRequest, TWILIO_INBOUND_PATH, TWILIO_STATUS_PATH } from '../providers/sms/index.ts';
import { handleInboundSms } from './handle-inbound-sms.ts';
import { recordSmsStatus } from './record-sms-status.ts';

const tag = 'Messaging';
const FORGED = 'Invalid webhook signature';

/**
 * Twilio's delivery reports and the texts customers send to our number. Outside /api (form posts, no session, no
 * JSON), like /stripe-webhook; each request must carry Twilio's signature over its public URL and fields.
 */
export const smsWebhookRoutes = new Hono<TAppEnv>()
  .post(
    TWILIO_STATUS_PATH,
    routeDoc({ tag, summary: 'Twilio delivery report for an SMS (signature-verified)', response: ZOk }),
    async (c) => {
      const { sms, db } = c.var.deps;
      const parse = sms.parseStatusWebhook;
      if (!parse) throw new AppError('NOT_FOUND', 'No SMS provider with delivery reports');
      const request = await webhookRequest(c);
      await recordSmsStatus({ db, provider: sms.name, update: verified(() => parse(request)) });
      return c.json({ ok: true as const });
    },
  )
  .post(
    TWILIO_INBOUND_PATH,
    routeDoc({
      tag,
      summary: 'A text a customer sent: STOP, START and HELP handled, answered in TwiML (signature-verified)',
      media: 'text/xml',
    }),
    async (c) => {
      const { sms, db, config } = c.var.deps;
      const { parseInboundWebhook: parse, replyTo } = sms;
      if (!parse || !replyTo) throw new AppError('NOT_FOUND', 'No SMS provider with inbound texts');
      const request = await webhookRequest(c);
      const inbound = verified(() => parse(request));
      const reply = await handleInboundSms({ db, sms: inbound, defaultRegion: config.defaultPhoneRegion });
      const answer = replyTo(reply);
      return c.body(answer.body, 200, { 'content-type': answer.contentType });
    },
  );

/** The request as the provider signed it: the public URL (APP_URL, the path and query), its form fields. */
async function webhookRequest(c: Context<TAppEnv>): Promise<TSmsWebhookRequest> {
  const url = new URL(c.req.url);
  const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
  return {
    url: `${c.var.deps.config.appUrl}${url.pathname}${url.search}`,
    params,
    signature: c.req.header('x-twilio-signature'),
  };
}

/** Runs the provider's signature check: a mismatch is 403, never a 500. */
function verified<T>(parse: () => T): T {
  try {
    return parse();
  } catch {
    throw new AppError('FORBIDDEN', FORGED);
  }
}
