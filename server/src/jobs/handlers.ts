import { deliverTestMessage } from '../admin/deliver-test-message.ts';
import { compactRollups } from '../analytics/compact-rollups.ts';
import { queueWinBacks } from '../automations/queue-win-backs.ts';
import { deliverCampaignTest } from '../campaigns/deliver-campaign-test.ts';
import { runCampaignSlice } from '../campaigns/run-campaign-slice.ts';
import { sendTestRecipientCode } from '../campaigns/send-test-recipient-code.ts';
import { refreshCustomerStats } from '../customers/refresh-customer-stats.ts';
import type { TDatabase, TDb } from '../db/client.ts';
import { expireDue } from '../loyalty/expire-due.ts';
import { notifyExpiringPoints } from '../loyalty/notify-expiring-points.ts';
import { queueMailchimpSyncs, syncMailchimpAudience } from '../mailchimp/sync-audience.ts';
import { deliverMessage } from '../messaging/deliver-message.ts';
import { queueBirthdayMessages } from '../messaging/queue-birthday-messages.ts';
import { sendTriggeredMessage } from '../messaging/send-triggered-message.ts';
import type { TMessageLinks } from '../messaging/tracking-token.ts';
import type { TConfig } from '../platform/config.ts';
import type { TLogger } from '../platform/logger.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { sendPinResetCode } from '../portal/send-pin-reset-code.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import { emailProviderFor } from '../settings/business-email-provider.ts';
import { JOBS, type TJobHandlers, type TQueue } from './queue.ts';

export function jobHandlers(deps: {
  email: TEmailProvider;
  customerEmail: TEmailProvider;
  sms: TSmsProvider;
  db: TDb;
  database: TDatabase;
  queue: TQueue;
  tracking: TMessageLinks;
  logger: TLogger;
  config: TConfig;
  secrets: TSecretBox;
}): TJobHandlers {
  const messaging = { db: deps.db, queue: deps.queue };
  const delivery = {
    ...messaging,
    email: deps.customerEmail,
    sms: deps.sms,
    tracking: deps.tracking,
    logger: deps.logger,
  };
  const mailchimp = { db: deps.db, queue: deps.queue, secrets: deps.secrets, config: deps.config, logger: deps.logger };
  return {
    [JOBS.sendWelcome]: ({ smsWithheld, ...job }) =>
      sendTriggeredMessage({ ...messaging, ...job, trigger: 'welcome', smsAllowed: !smsWithheld }),
    [JOBS.sendLoyaltyMessage]: (job) => sendTriggeredMessage({ ...messaging, ...job }),
    [JOBS.deliverMessage]: (job) => deliverMessage(delivery, job),
    [JOBS.sendTestMessage]: (message) => deliverTestMessage({ db: deps.db, email: deps.email, sms: deps.sms }, message),
    [JOBS.queueBirthdays]: async () => {
      await queueBirthdayMessages(messaging);
    },
    [JOBS.refreshCustomerStats]: () => refreshCustomerStats({ database: deps.database }),
    [JOBS.sendEmail]: async (message) => {
      await deps.email.send(message);
    },
    [JOBS.sendPinResetCode]: (job) => sendPinResetCode({ sms: deps.sms, ...job }),
    [JOBS.sendCampaign]: (job) =>
      runCampaignSlice(
        {
          ...delivery,
          config: deps.config,
          emailFor: (businessId) =>
            emailProviderFor(
              deps.email,
              { db: deps.db, secrets: deps.secrets, apiBase: deps.config.sendgridApiBase },
              businessId,
            ),
        },
        job,
      ),
    [JOBS.sendCampaignTest]: (message) => deliverCampaignTest({ email: deps.customerEmail, sms: deps.sms }, message),
    [JOBS.sendTestRecipientCode]: (job) => sendTestRecipientCode({ email: deps.email, sms: deps.sms, ...job }),
    [JOBS.queueWinBacks]: async () => {
      await queueWinBacks(messaging);
    },
    [JOBS.syncMailchimp]: (job) => syncMailchimpAudience(mailchimp, job),
    [JOBS.syncAllMailchimp]: () => queueMailchimpSyncs(mailchimp),
    [JOBS.compactRollups]: async () => {
      await compactRollups({ db: deps.db });
    },
    [JOBS.expireLoyalty]: async () => {
      await expireDue({ db: deps.db });
      await notifyExpiringPoints({ db: deps.db, queue: deps.queue });
    },
  };
}
