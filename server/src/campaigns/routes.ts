import {
  CAMPAIGN_MESSAGES,
  TEST_RECIPIENT_MESSAGES,
  ZAudienceCount,
  ZAudienceCountRequest,
  ZCampaign,
  ZCampaignLiftAnswer,
  ZCampaignList,
  ZCampaignListQuery,
  ZCampaignRecipients,
  ZCampaignRecipientsQuery,
  ZCampaignTest,
  ZConfirmTestRecipient,
  ZCreateCampaign,
  ZRequestTestRecipientCode,
  ZSendCampaign,
  ZTestRecipientAnswer,
  ZTestRecipientList,
  ZTestRecipientListQuery,
  ZUpdateCampaign,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { TAppEnv } from '../platform/context.ts';
import { phoneRegionOf } from '../platform/phone-region-of.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { campaignLift } from './campaign-lift.ts';
import { cancelCampaign } from './cancel-campaign.ts';
import { countAudience } from './count-audience.ts';
import { createCampaign } from './create-campaign.ts';
import { deleteCampaign } from './delete-campaign.ts';
import { getCampaign } from './get-campaign.ts';
import { listCampaigns } from './list-campaigns.ts';
import { listRecipients } from './list-recipients.ts';
import { listTestRecipients } from './list-test-recipients.ts';
import { removeTestRecipient } from './remove-test-recipient.ts';
import { requestTestRecipientCode } from './request-test-recipient-code.ts';
import { sendCampaignTest } from './send-campaign-test.ts';
import { startCampaign } from './start-campaign.ts';
import { updateCampaign } from './update-campaign.ts';
import { verifyTestRecipient } from './verify-test-recipient.ts';

const tag = 'Campaigns';
const auth = 'session';
const id = (c: Parameters<typeof uuidParam>[0]) => uuidParam(c, CAMPAIGN_MESSAGES.notFound);
const recipientId = (c: Parameters<typeof uuidParam>[0]) =>
  uuidParam(c, TEST_RECIPIENT_MESSAGES.notFound, 'recipientId');
/** The session user: requireBusiness has set it on every route here. */
const userOf = (c: { var: { user: TAppEnv['Variables']['user'] } }) => {
  if (!c.var.user) throw new Error('requireBusiness sets the user');
  return c.var.user;
};

/** /api/campaigns: the business's campaigns, every query scoped by it; the sending itself is a job. */
export const campaignRoutes = new Hono<TAppEnv>()
  .use('/campaigns', requireBusiness)
  .use('/campaigns/*', requireBusiness)
  .use('/campaign-test-recipients', requireBusiness)
  .use('/campaign-test-recipients/*', requireBusiness)
  .get(
    '/campaign-test-recipients',
    routeDoc({
      tag,
      auth,
      summary:
        "Where the team's campaign tests may go: verified numbers and addresses, those awaiting a code (?channel=)",
      response: ZTestRecipientList,
    }),
    validate('query', ZTestRecipientListQuery),
    async (c) =>
      c.json(
        await listTestRecipients({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          userId: userOf(c).id,
          channel: c.req.valid('query').channel,
        }),
      ),
  )
  .post(
    '/campaign-test-recipients',
    routeDoc({
      tag,
      auth,
      summary: 'Add a number or email address for campaign tests (or resend its code): a 6-digit code goes to it',
      response: ZTestRecipientAnswer,
    }),
    validate('json', ZRequestTestRecipientCode),
    async (c) =>
      c.json(
        await requestTestRecipientCode({
          db: c.var.deps.db,
          queue: c.var.deps.queue,
          businessId: c.var.businessId,
          userId: userOf(c).id,
          input: c.req.valid('json'),
          phoneRegion: await phoneRegionOf(c),
        }),
      ),
  )
  .post(
    '/campaign-test-recipients/:recipientId/verify',
    routeDoc({
      tag,
      auth,
      summary: 'Confirm a test recipient with the code it received',
      response: ZTestRecipientAnswer,
    }),
    validate('json', ZConfirmTestRecipient),
    async (c) =>
      c.json(
        await verifyTestRecipient({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          recipientId: recipientId(c),
          code: c.req.valid('json').code,
        }),
      ),
  )
  .delete(
    '/campaign-test-recipients/:recipientId',
    routeDoc({ tag, auth, summary: 'Remove a test recipient: tests no longer go there', status: 204 }),
    async (c) => {
      await removeTestRecipient({ db: c.var.deps.db, businessId: c.var.businessId, recipientId: recipientId(c) });
      return c.body(null, 204);
    },
  )
  .get(
    '/campaigns',
    routeDoc({
      tag,
      auth,
      summary: 'The campaigns, newest first, 50 a page (?type=email|sms)',
      response: ZCampaignList,
    }),
    validate('query', ZCampaignListQuery),
    async (c) =>
      c.json(await listCampaigns({ db: c.var.deps.db, businessId: c.var.businessId, ...c.req.valid('query') })),
  )
  .post(
    '/campaigns',
    routeDoc({ tag, auth, summary: 'Create a campaign (a draft)', response: ZCampaign, status: 201 }),
    validate('json', ZCreateCampaign),
    async (c) =>
      c.json(
        await createCampaign({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          userId: c.var.user?.id ?? null,
          input: c.req.valid('json'),
        }),
        201,
      ),
  )
  .post(
    '/campaigns/audience-count',
    routeDoc({
      tag,
      auth,
      summary: 'How many customers an audience reaches now (consent applied)',
      response: ZAudienceCount,
    }),
    validate('json', ZAudienceCountRequest),
    async (c) =>
      c.json(await countAudience({ db: c.var.deps.db, businessId: c.var.businessId, ...c.req.valid('json') })),
  )
  .get(
    '/campaigns/:id',
    routeDoc({ tag, auth, summary: 'One campaign with its results so far', response: ZCampaign }),
    async (c) => c.json(await getCampaign({ db: c.var.deps.db, businessId: c.var.businessId, campaignId: id(c) })),
  )
  .get(
    '/campaigns/:id/lift',
    routeDoc({
      tag,
      auth,
      summary:
        "What the campaign caused: the share of the messaged and the control group that came back in its window, spend and points redeemed, and the difference with its 95% range (null without a control group); an A/B test's version B against the same control group, and each version's messages sent, opened and clicked",
      response: ZCampaignLiftAnswer,
    }),
    async (c) => c.json(await campaignLift({ db: c.var.deps.db, businessId: c.var.businessId, campaignId: id(c) })),
  )
  .put(
    '/campaigns/:id',
    routeDoc({ tag, auth, summary: "Save a draft's name, content and audience", response: ZCampaign }),
    validate('json', ZUpdateCampaign),
    async (c) =>
      c.json(
        await updateCampaign({
          db: c.var.deps.db,
          appUrl: c.var.deps.config.appUrl,
          businessId: c.var.businessId,
          campaignId: id(c),
          input: c.req.valid('json'),
        }),
      ),
  )
  .delete(
    '/campaigns/:id',
    routeDoc({ tag, auth, summary: 'Delete a draft (or a cancelled campaign that sent nothing)', status: 204 }),
    async (c) => {
      await deleteCampaign({ db: c.var.deps.db, businessId: c.var.businessId, campaignId: id(c) });
      return c.body(null, 204);
    },
  )
  .post(
    '/campaigns/:id/test',
    routeDoc({
      tag,
      auth,
      summary: 'Send the campaign to a verified test recipient (charged like any send)',
      response: z.object({ message: z.string() }),
      status: 202,
    }),
    validate('json', ZCampaignTest),
    async (c) => {
      const { db, queue } = c.var.deps;
      const user = c.var.user;
      if (!user) throw new Error('requireBusiness sets the user');
      const result = await sendCampaignTest({
        db,
        queue,
        businessId: c.var.businessId,
        campaignId: id(c),
        user,
        ...c.req.valid('json'),
        phoneRegion: await phoneRegionOf(c),
      });
      return c.json(result, 202);
    },
  )
  .post(
    '/campaigns/:id/send',
    routeDoc({
      tag,
      auth,
      summary:
        'Send now, or schedule (wall-clock time in the business time zone); limits checked first, SMS per segment',
      response: ZCampaign,
    }),
    validate('json', ZSendCampaign),
    async (c) =>
      c.json(
        await startCampaign({
          db: c.var.deps.db,
          queue: c.var.deps.queue,
          tracking: c.var.deps.tracking,
          appUrl: c.var.deps.config.appUrl,
          businessId: c.var.businessId,
          campaignId: id(c),
          scheduledFor: c.req.valid('json').scheduledFor,
        }),
      ),
  )
  .post(
    '/campaigns/:id/cancel',
    routeDoc({ tag, auth, summary: 'Cancel a scheduled campaign, or stop one while it sends', response: ZCampaign }),
    async (c) => c.json(await cancelCampaign({ db: c.var.deps.db, businessId: c.var.businessId, campaignId: id(c) })),
  )
  .get(
    '/campaigns/:id/recipients',
    routeDoc({
      tag,
      auth,
      summary: "The campaign's recipients and each message's outcome, 50 a page",
      response: ZCampaignRecipients,
    }),
    validate('query', ZCampaignRecipientsQuery),
    async (c) =>
      c.json(
        await listRecipients({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          campaignId: id(c),
          ...c.req.valid('query'),
        }),
      ),
  );
