import { ADMIN_JOBS, deliverTestMessage } from '../admin/index.ts';
import { LIBRARY_JOBS, runLibraryApply } from '../agency/index.ts';
import {
  ANALYTICS_JOBS,
  compactRollups,
  queueRhythmRefreshes,
  rebuildRollups,
  refreshBusinessRhythms,
} from '../analytics/index.ts';
import { AUTOMATION_JOBS, queueBirthdayMessages, queueWinBacks } from '../automations/index.ts';
import { CAMPAIGN_JOBS, deliverCampaignTest, runCampaignSlice, sendTestRecipientCode } from '../campaigns/index.ts';
import { CLOSING_JOBS, cancelClosedSubscription, purgeClosedBusinesses } from '../closing/index.ts';
import { COUNTER_JOBS, sendPinCeilingEmail } from '../counter/index.ts';
import { CUSTOM_DOMAIN_JOBS, checkCustomDomain, recheckPendingDomains } from '../custom-domains/index.ts';
import {
  CUSTOMER_JOBS,
  carryOutDeletionRequests,
  refreshCustomerStats,
  sweepOpeningBalances,
  writeOpeningBalances,
} from '../customers/index.ts';
import { buildDataExport, DATA_EXPORT_JOBS, deleteExpiredExports } from '../data-export/index.ts';
import type { TDatabase, TDb } from '../db/client.ts';
import type { TJobHandlers, TQueue } from '../jobs/queue.ts';
import { expireDue, LOYALTY_JOBS, notifyExpiringPoints } from '../loyalty/index.ts';
import { MAILCHIMP_JOBS, queueMailchimpSyncs, syncMailchimpAudience } from '../mailchimp/index.ts';
import { deliverMessage, MESSAGING_JOBS, sendTriggeredMessage, type TMessageLinks } from '../messaging/index.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import type { TFingerprints } from '../platform/fingerprints.ts';
import type { TLogger } from '../platform/logger.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { PORTAL_JOBS, sendPinResetCode } from '../portal/index.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import { emailProviderFor } from '../settings/index.ts';
import { queueStatusRefreshes, refreshBusinessStatuses, STATUS_JOBS } from '../status-tiers/index.ts';
import {
  backfillShopify,
  backfillSquare,
  refreshTillTokens,
  settleShopifyEvent,
  settleSquareEvent,
  TILL_JOBS,
} from '../tills/index.ts';
import { patchGooglePass, pushApplePass, queuePassUpdate, repushBrand, WALLET_JOBS } from '../wallet/index.ts';
import { cleanupWebhookEvents, drainDeliveries, WEBHOOK_JOBS } from '../webhooks/index.ts';
import { passReadsOf } from './pass-reads.ts';

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
  fingerprints: TFingerprints;
  walletTokens: TPassTokens;
}): TJobHandlers {
  const messaging = { db: deps.db, queue: deps.queue };
  // An automatic message may hold the customer's wallet link ({wallet_link}) and invite link ({referral_link}).
  const triggered = { ...messaging, links: { config: deps.config, tokens: deps.walletTokens } };
  const passReads = passReadsOf(deps.config.appUrl);
  // A business's email goes through its own SendGrid account when it has one switched on, else the platform's.
  const emailFor = (businessId: string) =>
    emailProviderFor(
      deps.email,
      { db: deps.db, secrets: deps.secrets, apiBase: deps.config.sendgridApiBase },
      businessId,
    );
  const delivery = {
    ...messaging,
    emailFor,
    sms: deps.sms,
    tracking: deps.tracking,
    logger: deps.logger,
  };
  const mailchimp = { db: deps.db, queue: deps.queue, secrets: deps.secrets, config: deps.config, logger: deps.logger };
  const tills = { db: deps.db, queue: deps.queue, secrets: deps.secrets, config: deps.config };
  const drainWebhooks = () =>
    drainDeliveries({
      db: deps.db,
      queue: deps.queue,
      secrets: deps.secrets,
      allowPrivate: deps.config.webhooksAllowPrivate,
      // The team admin's notice goes out as platform email, committed with the endpoint turned off.
      notifyDisabled: ({ tx, message }) => deps.queue.send(MESSAGING_JOBS.sendEmail, message, { tx }),
    });
  return {
    [CUSTOMER_JOBS.sendWelcome]: ({ smsWithheld, ...job }) =>
      sendTriggeredMessage({ ...triggered, ...job, trigger: 'welcome', smsAllowed: !smsWithheld }),
    [LOYALTY_JOBS.sendLoyaltyMessage]: (job) => sendTriggeredMessage({ ...triggered, ...job }),
    [MESSAGING_JOBS.deliverMessage]: (job) => deliverMessage({ ...delivery, ...job }),
    [ADMIN_JOBS.sendTestMessage]: (message) =>
      deliverTestMessage({ db: deps.db, email: deps.email, sms: deps.sms, message }),
    [AUTOMATION_JOBS.queueBirthdays]: async () => {
      await queueBirthdayMessages(messaging);
    },
    [CUSTOMER_JOBS.refreshCustomerStats]: () => refreshCustomerStats({ database: deps.database }),
    [CUSTOMER_JOBS.writeOpeningBalances]: (job) => writeOpeningBalances({ db: deps.db, ...job }),
    [CUSTOMER_JOBS.sweepOpeningBalances]: () => sweepOpeningBalances({ db: deps.db }),
    [CUSTOMER_JOBS.carryOutDeletionRequests]: async () => {
      await carryOutDeletionRequests({ db: deps.db, queue: deps.queue, fingerprints: deps.fingerprints });
    },
    [MESSAGING_JOBS.sendEmail]: async (message) => {
      await deps.email.send(message);
    },
    [COUNTER_JOBS.notifyPinCeiling]: (job) =>
      sendPinCeilingEmail({ db: deps.db, email: deps.email, appUrl: deps.config.appUrl, ...job }),
    [PORTAL_JOBS.sendPinResetCode]: (job) => sendPinResetCode({ sms: deps.sms, ...job }),
    [CAMPAIGN_JOBS.sendCampaign]: (job) => runCampaignSlice({ ...delivery, ...job, config: deps.config }),
    [CAMPAIGN_JOBS.sendCampaignTest]: (message) =>
      deliverCampaignTest({ email: deps.customerEmail, sms: deps.sms, message }),
    [CAMPAIGN_JOBS.sendTestRecipientCode]: (job) => sendTestRecipientCode({ email: deps.email, sms: deps.sms, ...job }),
    [AUTOMATION_JOBS.queueWinBacks]: async () => {
      await queueWinBacks(messaging);
    },
    [MAILCHIMP_JOBS.syncMailchimp]: (job) => syncMailchimpAudience({ ...mailchimp, ...job }),
    [MAILCHIMP_JOBS.syncAllMailchimp]: () => queueMailchimpSyncs(mailchimp),
    [TILL_JOBS.settleSquareEvent]: (job, batch) => settleSquareEvent({ ...tills, ...job, batch }),
    [TILL_JOBS.backfillSquare]: async (job, batch) => {
      await backfillSquare(tills, job, batch);
    },
    [TILL_JOBS.settleShopifyEvent]: (job, batch) => settleShopifyEvent({ ...tills, ...job, batch }),
    [TILL_JOBS.backfillShopify]: async (job, batch) => {
      await backfillShopify(tills, job, batch);
    },
    [TILL_JOBS.refreshTillTokens]: async () => {
      await refreshTillTokens(tills);
    },
    [STATUS_JOBS.refreshAll]: async () => {
      await queueStatusRefreshes({ db: deps.db, queue: deps.queue });
    },
    [STATUS_JOBS.refreshBusiness]: async (job) => {
      await refreshBusinessStatuses({
        db: deps.db,
        businessId: job.businessId,
        onTierChanged: (tx, customerId) =>
          queuePassUpdate({ tx, queue: deps.queue, businessId: job.businessId, customerId }),
      });
    },
    [ANALYTICS_JOBS.compactRollups]: async () => {
      await compactRollups({ db: deps.db });
    },
    [CUSTOM_DOMAIN_JOBS.check]: (job) =>
      checkCustomDomain({ db: deps.db, dnsServers: deps.config.customDomains.dnsServers, businessId: job.businessId }),
    [CUSTOM_DOMAIN_JOBS.recheckPending]: () => recheckPendingDomains({ db: deps.db, queue: deps.queue }),
    [ANALYTICS_JOBS.rebuildRollups]: (job) => rebuildRollups({ db: deps.db, businessId: job.businessId }),
    [ANALYTICS_JOBS.refreshAllRhythms]: async () => {
      await queueRhythmRefreshes({ db: deps.db, queue: deps.queue });
    },
    [ANALYTICS_JOBS.refreshRhythms]: async (job) => {
      await refreshBusinessRhythms({ db: deps.db, businessId: job.businessId });
    },
    [LOYALTY_JOBS.expireLoyalty]: async () => {
      await expireDue({ db: deps.db, queue: deps.queue });
      await notifyExpiringPoints({ db: deps.db, queue: deps.queue });
    },
    [WALLET_JOBS.pushApple]: (job) => pushApplePass({ db: deps.db, config: deps.config, logger: deps.logger, ...job }),
    [WEBHOOK_JOBS.drain]: () => drainWebhooks(),
    [WEBHOOK_JOBS.drainLater]: () => drainWebhooks(),
    [WEBHOOK_JOBS.cleanup]: async () => {
      await cleanupWebhookEvents({ db: deps.db });
    },
    [CLOSING_JOBS.cancelSubscription]: (job) => cancelClosedSubscription({ db: deps.db, config: deps.config, ...job }),
    [CLOSING_JOBS.purgeClosed]: async () => {
      await purgeClosedBusinesses({ db: deps.db });
    },
    [WALLET_JOBS.patchGoogle]: (job) =>
      patchGooglePass({
        db: deps.db,
        config: deps.config,
        logger: deps.logger,
        getStanding: passReads.getStanding,
        ...job,
      }),
    [DATA_EXPORT_JOBS.build]: (job) =>
      buildDataExport({
        db: deps.db,
        queue: deps.queue,
        logger: deps.logger,
        appUrl: deps.config.appUrl,
        partBytes: deps.config.dataExportPartBytes,
        ...job,
      }),
    [LIBRARY_JOBS.apply]: (job) =>
      runLibraryApply({ db: deps.db, queue: deps.queue, logger: deps.logger, appUrl: deps.config.appUrl, ...job }),
    [DATA_EXPORT_JOBS.deleteExpired]: async () => {
      await deleteExpiredExports({ db: deps.db });
    },
    [WALLET_JOBS.repushBrand]: (job) =>
      repushBrand({
        db: deps.db,
        queue: deps.queue,
        config: deps.config,
        logger: deps.logger,
        logoUrl: passReads.logoUrl,
        ...job,
      }),
  };
}
