import {
  ADMIN_CONFIG_MESSAGES,
  ZTestEmailRequest,
  ZTestSendResponse,
  ZTestSmsRequest,
  ZUpdateTierRequest,
  ZUpdateTierResponse,
} from '@regulars/contracts';
import { type Context, Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireSuperAdmin } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import type { TAuditActor } from './record-audit.ts';
import { sendTestEmail } from './send-test-email.ts';
import { sendTestSms } from './send-test-sms.ts';
import { updateTier } from './update-tier.ts';

const tag = 'Admin';

/** The signed-in super admin, as the audit log names them (requireSuperAdmin has set the user). */
function actorOf(c: Context<TAppEnv>): TAuditActor {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  return { userId: user.id, email: user.email };
}

/** /api/admin: Platform Configuration (tier edits) and Test Communications. */
export const adminConfigRoutes = new Hono<TAppEnv>()
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
      summary: 'Send a test email through the platform provider; charges no business; rate-limited; audited',
      auth: 'super_admin',
      response: ZTestSendResponse,
    }),
    requireSuperAdmin,
    validate('json', ZTestEmailRequest),
    async (c) =>
      c.json(
        await sendTestEmail({
          db: c.var.deps.db,
          email: c.var.deps.email,
          input: c.req.valid('json'),
          actor: actorOf(c),
        }),
      ),
  )
  .post(
    '/test-communications/sms',
    routeDoc({
      tag,
      summary: 'Send a test SMS through the platform provider; charges no business; rate-limited; audited',
      auth: 'super_admin',
      response: ZTestSendResponse,
    }),
    requireSuperAdmin,
    validate('json', ZTestSmsRequest),
    async (c) =>
      c.json(
        await sendTestSms({
          db: c.var.deps.db,
          sms: c.var.deps.sms,
          input: c.req.valid('json'),
          actor: actorOf(c),
          defaultRegion: c.var.deps.config.defaultPhoneRegion,
        }),
      ),
  );
