import {
  ADMIN_CONFIG_MESSAGES,
  ZSupportSwitch,
  ZTestEmailRequest,
  ZTestSendQueued,
  ZTestSendStatus,
  ZTestSmsRequest,
  ZUpdateTierRequest,
  ZUpdateTierResponse,
} from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireSuperAdmin } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { supportRequestsOn } from '../tiers/index.ts';
import { actorOf } from './actor-of.ts';
import { getTestSend } from './get-test-send.ts';
import { sendTestEmail } from './send-test-email.ts';
import { sendTestSms } from './send-test-sms.ts';
import { setSupportSwitch } from './set-support-switch.ts';
import { updateTier } from './update-tier.ts';

const tag = 'Admin';

/** /api/admin: Platform Configuration (tier edits, the support switch) and Test Communications. */
export const adminConfigRoutes = new Hono<TAppEnv>()
  .get(
    '/config/support-requests',
    routeDoc({
      tag,
      summary: 'Whether the install takes support requests ("Help" in the app, priority support on tier cards)',
      auth: 'super_admin',
      response: ZSupportSwitch,
    }),
    requireSuperAdmin,
    async (c) => c.json({ enabled: await supportRequestsOn({ db: c.var.deps.db }) }),
  )
  .put(
    '/config/support-requests',
    routeDoc({
      tag,
      summary:
        'Switch support requests on or off: off hides Help in every business and priority support from every tier card; audited when it changes',
      auth: 'super_admin',
      response: ZSupportSwitch,
    }),
    requireSuperAdmin,
    validate('json', ZSupportSwitch),
    async (c) =>
      c.json(await setSupportSwitch({ db: c.var.deps.db, enabled: c.req.valid('json').enabled, actor: actorOf(c) })),
  )
  .patch(
    '/tiers/:id',
    routeDoc({
      tag,
      summary: 'Change a subscription tier: only the fields sent (features are merged); audited',
      auth: 'super_admin',
      response: ZUpdateTierResponse,
    }),
    requireSuperAdmin,
    validate('json', ZUpdateTierRequest),
    async (c) => {
      const tier = await updateTier({
        db: c.var.deps.db,
        tierId: uuidParam(c, ADMIN_CONFIG_MESSAGES.tierNotFound),
        input: c.req.valid('json'),
        actor: actorOf(c),
      });
      return c.json({ tier });
    },
  )
  .post(
    '/test-communications/email',
    routeDoc({
      tag,
      summary: 'Queue a test email to the platform provider; charges no business; rate-limited; audited when sent',
      auth: 'super_admin',
      response: ZTestSendQueued,
    }),
    requireSuperAdmin,
    validate('json', ZTestEmailRequest),
    async (c) =>
      c.json(
        await sendTestEmail({
          db: c.var.deps.db,
          queue: c.var.deps.queue,
          input: c.req.valid('json'),
          actor: actorOf(c),
        }),
      ),
  )
  .post(
    '/test-communications/sms',
    routeDoc({
      tag,
      summary: 'Queue a test SMS to the platform provider; charges no business; rate-limited; audited when sent',
      auth: 'super_admin',
      response: ZTestSendQueued,
    }),
    requireSuperAdmin,
    validate('json', ZTestSmsRequest),
    async (c) =>
      c.json(
        await sendTestSms({
          db: c.var.deps.db,
          queue: c.var.deps.queue,
          input: c.req.valid('json'),
          actor: actorOf(c),
          defaultRegion: c.var.deps.config.defaultPhoneRegion,
        }),
      ),
  )
  .get(
    '/test-communications/:id',
    routeDoc({
      tag,
      summary: 'Where a queued test send stands: sent with the provider’s message id, or failed and why',
      auth: 'super_admin',
      response: ZTestSendStatus,
    }),
    requireSuperAdmin,
    async (c) => c.json(await getTestSend({ queue: c.var.deps.queue, id: c.req.param('id') })),
  );
