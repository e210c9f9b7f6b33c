import {
  ZCountrySettings,
  ZEmailConfig,
  ZEmailTracking,
  ZMessageDelivery,
  ZMoneySettings,
  ZSaveEmailConfig,
  ZSendingSettings,
  ZSettings,
  ZSignupFormLimit,
  ZUpdateCountrySettings,
  ZUpdateEmailTracking,
  ZUpdateMoneySettings,
  ZUpdateSendingSettings,
  ZUpdateSignupFormLimit,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { phoneRegionOf } from '../platform/phone-region-of.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { getMessageDelivery } from './get-message-delivery.ts';
import { getSettings } from './get-settings.ts';
import { getSignupFormLimit } from './get-signup-form-limit.ts';
import { saveEmailConfig } from './save-email-config.ts';
import { saveSendingSettings } from './save-sending-settings.ts';
import { setCountrySettings } from './set-country-settings.ts';
import { setEmailTracking } from './set-email-tracking.ts';
import { setMoneySettings } from './set-money-settings.ts';
import { setSignupFormLimit } from './set-signup-form-limit.ts';

const tag = 'Settings';
const auth = 'session';

/** /api/settings: team members read, the team admin changes (docs/DESIGN-DECISIONS.md: Settings). */
export const settingsRoutes = new Hono<TAppEnv>()
  // Also matches /settings itself.
  .use('/settings/*', requireBusiness)
  .get(
    '/settings',
    routeDoc({
      tag,
      auth,
      summary: 'Email tracking, the email configuration (never its API key) and the sending settings',
      response: ZSettings,
    }),
    async (c) => {
      const { db, secrets, config } = c.var.deps;
      return c.json(
        await getSettings({
          db,
          secrets,
          businessId: c.var.businessId,
          canEdit: c.var.teamRole === 'admin',
          defaultRegion: config.defaultPhoneRegion,
        }),
      );
    },
  )
  .get(
    '/settings/delivery',
    routeDoc({
      tag,
      auth,
      summary: 'Whether a real provider takes email and SMS for this business (false: they stay in the outbox)',
      response: ZMessageDelivery,
    }),
    async (c) => {
      const { db, secrets, email, sms, config } = c.var.deps;
      return c.json(
        await getMessageDelivery({
          db,
          secrets,
          email,
          sms,
          businessId: c.var.businessId,
          sendgridApiBase: config.sendgridApiBase,
        }),
      );
    },
  )
  .get(
    '/settings/signup-form',
    routeDoc({
      tag,
      auth,
      summary: "The sign-up form's daily ceiling and today's sign-ups (UTC): whether the form closed for today",
      response: ZSignupFormLimit,
    }),
    async (c) => c.json(await getSignupFormLimit({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .put(
    '/settings/signup-form',
    routeDoc({
      tag,
      auth,
      summary: 'Set how many sign-ups the public form takes per UTC day, 1 to 10,000 (team admin)',
      response: ZSignupFormLimit,
    }),
    requireTeamAdmin,
    validate('json', ZUpdateSignupFormLimit),
    async (c) =>
      c.json(
        await setSignupFormLimit({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          dailyLimit: c.req.valid('json').dailyLimit,
        }),
      ),
  )
  .put(
    '/settings/email-tracking',
    routeDoc({ tag, auth, summary: 'Turn email open tracking on or off (team admin)', response: ZEmailTracking }),
    requireTeamAdmin,
    validate('json', ZUpdateEmailTracking),
    async (c) =>
      c.json(
        await setEmailTracking({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          enabled: c.req.valid('json').enabled,
        }),
      ),
  )
  .put(
    '/settings/email-config',
    routeDoc({
      tag,
      auth,
      summary:
        'Save the SendGrid configuration; a blank apiKey keeps the saved one, which is stored encrypted (team admin)',
      response: ZEmailConfig,
    }),
    requireTeamAdmin,
    validate('json', ZSaveEmailConfig),
    async (c) => {
      const { db, secrets } = c.var.deps;
      return c.json(await saveEmailConfig({ db, secrets, businessId: c.var.businessId, input: c.req.valid('json') }));
    },
  )
  .put(
    '/settings/sending',
    routeDoc({
      tag,
      auth,
      summary: 'Save the postal address, HELP contact, time zone and marketing SMS quiet hours (team admin)',
      response: ZSendingSettings,
    }),
    requireTeamAdmin,
    validate('json', ZUpdateSendingSettings),
    async (c) => {
      const { db } = c.var.deps;
      return c.json(
        await saveSendingSettings({
          db,
          businessId: c.var.businessId,
          input: c.req.valid('json'),
          phoneRegion: await phoneRegionOf(c),
        }),
      );
    },
  )
  .patch(
    '/settings/money',
    routeDoc({
      tag,
      auth,
      summary:
        'Set the currency (ISO 4217) and locale (BCP 47) amounts are recorded and written in; with purchases recorded, ' +
        'a new currency needs confirmCurrencyChange: true (else 409), and old amounts keep theirs (team admin)',
      response: ZMoneySettings,
    }),
    requireTeamAdmin,
    validate('json', ZUpdateMoneySettings),
    async (c) => {
      const { db, queue } = c.var.deps;
      return c.json(
        await setMoneySettings({
          db,
          queue,
          businessId: c.var.businessId,
          actor: actorOfUser(c.var.user),
          input: c.req.valid('json'),
        }),
      );
    },
  )
  .patch(
    '/settings/country',
    routeDoc({
      tag,
      auth,
      summary:
        'Set the country (ISO 3166 alpha-2) phones typed without a country code are read in, everywhere they enter, ' +
        "and the business's own are shown in (team admin)",
      response: ZCountrySettings,
    }),
    requireTeamAdmin,
    validate('json', ZUpdateCountrySettings),
    async (c) =>
      c.json(
        await setCountrySettings({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          actor: actorOfUser(c.var.user),
          input: c.req.valid('json'),
        }),
      ),
  );
