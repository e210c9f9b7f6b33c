import {
  CAMPAIGN_GROUPS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  EMAIL_TRIGGER_TYPES,
  SMS_TRIGGER_TYPES,
  type TCampaignAudience,
  type TCampaignVariantContent,
  type TEmailDesign,
} from '@regulars/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { businesses } from './tenancy.ts';
import { tenantForeignKey, tenantPrimaryKey } from './tenant-keys.ts';

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: CAMPAIGN_TYPES }).notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The template the content was copied from (a record only: the campaign keeps its own copy). */
    templateId: uuid('template_id'),
    subject: text('subject').notNull().default(''),
    /** The SMS text or the email body (sanitised HTML or plain text), with placeholders. */
    body: text('body').notNull().default(''),
    /** The visual editor's blocks the email body was rendered from; null for a body written as text or HTML. */
    design: jsonb('design').$type<TEmailDesign>(),
    audience: jsonb('audience').$type<TCampaignAudience>().notNull().default({}),
    /** The links of the body, in order, as the business wrote them: the click redirect only ever sends people here. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /**
     * The checkpoint of the expansion into messages: the last customer id made into a message (customers are taken
     * in id order). A crash resumes after it; the send key stops any customer getting a second message.
     */
    expandedThrough: uuid('expanded_through'),
    /** Set when every recipient has a message row. */
    expandedAt: timestamp('expanded_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    error: text('error'),
    /**
     * The results, kept as counters (a list of fifty campaigns of 100,000 messages each must not count five million
     * rows): the sender adds its batches; opens, clicks, unsubscribes and delivery reports add their first one.
     */
    queuedCount: integer('queued_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    openedCount: integer('opened_count').notNull().default(0),
    clickedCount: integer('clicked_count').notNull().default(0),
    unsubscribedCount: integer('unsubscribed_count').notNull().default(0),
    /**
     * The share of the audience (whole percent, 0–50) kept back as a control group: not messaged, not charged, and
     * compared with those messaged (campaign-lift.ts). 0: no control group, as every campaign until the owner keeps
     * one (the composer offers CONTROL_GROUP.defaultShare when they do).
     */
    controlShare: smallint('control_share').notNull().default(0),
    /** Days after the send in which a visit or purchase counts as coming back. */
    outcomeWindowDays: smallint('outcome_window_days').notNull().default(14),
    /** Recipients kept back so far (the messaged ones are queuedCount). */
    controlCount: integer('control_count').notNull().default(0),
    /**
     * A/B test: the share (whole percent, 1–99) of the messaged recipients who get variant B instead of the campaign's
     * own content (variant A); 0 with no variant B. The draw is a second hash (control-group.ts), so it is as stable
     * as the control group's.
     */
    variantBShare: smallint('variant_b_share').notNull().default(0),
    /** Variant B's own content (subject, body, design, links), as the campaign keeps A's in its columns; null: none. */
    variantB: jsonb('variant_b').$type<TCampaignVariantContent>(),
    createdBy: text('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('campaigns', t),
    index('campaigns_business_created_at_idx').on(t.businessId, t.createdAt.desc()),
    index('campaigns_business_type_created_at_idx').on(t.businessId, t.type, t.createdAt.desc()),
    // Restart finds the campaigns it must resume.
    index('campaigns_sending_idx').on(t.status).where(sql`${t.status} in ('sending', 'scheduled')`),
  ],
);

/**
 * Every recipient of a campaign with the group it was drawn into at expansion ('message' or 'control'; a hash of
 * business, campaign and customer decides, so a resumed expansion draws the same). What a campaign's lift is
 * computed from; the messaged ones also have their message in communication_logs. No foreign key to customers: like
 * the analytics rollups, the row stays a count after the customer is gone.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    group: text('group', { enum: CAMPAIGN_GROUPS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'campaign_recipients_pkey', columns: [t.businessId, t.campaignId, t.customerId] }),
    tenantForeignKey(
      'campaign_recipients_campaign_fk',
      { businessId: t.businessId, column: t.campaignId },
      campaigns,
    ).onDelete('cascade'),
  ],
);

export { EMAIL_TRIGGER_TYPES, SMS_TRIGGER_TYPES } from '@regulars/contracts';

export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    triggerType: text('trigger_type', { enum: SMS_TRIGGER_TYPES }).notNull().default('custom'),
    messageTemplate: text('message_template').notNull(),
    active: boolean('active').notNull().default(true),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey('sms_templates', t), index('sms_templates_business_name_idx').on(t.businessId, t.name)],
);

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The visual editor's blocks the body was rendered from; null for a body written as text or HTML. */
    design: jsonb('design').$type<TEmailDesign>(),
    triggerType: text('trigger_type', { enum: EMAIL_TRIGGER_TYPES }).notNull().default('custom'),
    active: boolean('active').notNull().default(true),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey('email_templates', t), index('email_templates_business_name_idx').on(t.businessId, t.name)],
);

export const communicationLogs = pgTable(
  'communication_logs',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id'),
    type: text('type', { enum: ['sms', 'email'] }).notNull(),
    templateId: uuid('template_id'),
    templateName: text('template_name'),
    subject: text('subject'),
    content: text('content').notNull(),
    status: text('status', { enum: ['sent', 'failed', 'pending'] })
      .notNull()
      .default('pending'),
    provider: text('provider'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** The HTML part of an email (the sanitised body, before the open pixel is added at delivery). */
    html: text('html'),
    /**
     * Names the send (`quick:<request key>`, `auto:<customer>:<occasion>:<channel>`): unique per business, so a
     * retried job, a crash or a double click queues one message, never two.
     */
    sendKey: text('send_key'),
    /** The provider's id for the message (Twilio's MessageSid…), once it took it: what delivery reports name. */
    providerMessageId: text('provider_message_id'),
    /** Delivery attempts made (the send job's tries). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Set when an attempt hands the message to the provider. An attempt that finds it set and the row still pending
     * knows an earlier one stopped mid-hand-over: it does not send again (never twice beats maybe once).
     */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    /** What the send cost, so that a send that finally fails is refunded exactly: credits, and the SMS month counted. */
    chargedCredits: integer('charged_credits').notNull().default(0),
    chargedSmsMonth: text('charged_sms_month'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
    /** The campaign the message belongs to, if any. */
    campaignId: uuid('campaign_id'),
    /** The first click on one of its tracked links, and how many clicks. */
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    clickCount: integer('click_count').notNull().default(0),
    /** When the customer unsubscribed through this message's link (a campaign's unsubscribes). */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** An SMS the carrier confirmed delivered (Twilio's delivered report); sent only says the provider took it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lower-cased subject, template name and content: what history search reads of the message (trigram-indexed). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(coalesce(${communicationLogs.subject}, '') || ' ' || coalesce(${communicationLogs.templateName}, '') || ' ' || ${communicationLogs.content})`,
      ),
  },
  (t) => [
    tenantPrimaryKey('communication_logs', t),
    tenantForeignKey(
      'communication_logs_customer_fk',
      { businessId: t.businessId, column: t.customerId },
      customers,
    ).onDelete('set null'),
    tenantForeignKey(
      'communication_logs_campaign_fk',
      { businessId: t.businessId, column: t.campaignId },
      campaigns,
    ).onDelete('set null'),
    // The history's order (newest first, id as the tie-break): every page of /communications walks one of these.
    index('communication_logs_business_created_at_id_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
    index('communication_logs_business_type_created_at_idx').on(t.businessId, t.type, t.createdAt.desc(), t.id.desc()),
    index('communication_logs_business_opened_idx')
      .on(t.businessId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.openedAt} is not null`),
    index('communication_logs_business_failed_idx')
      .on(t.businessId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'failed'`),
    index('communication_logs_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The dashboard's counts (emails sent and opened).
    index('communication_logs_business_type_status_idx').on(t.businessId, t.type, t.status),
    // One customer's messages: whether an occasion was already sent to them, and erasing them when they are deleted.
    index('communication_logs_customer_idx').on(t.businessId, t.customerId),
    // A campaign's results and recipients, and the sender's next batch of its messages.
    index('communication_logs_business_campaign_status_idx')
      .on(t.businessId, t.campaignId, t.status, t.id)
      .where(sql`${t.campaignId} is not null`),
    uniqueIndex('communication_logs_business_send_key_idx').on(t.businessId, t.sendKey),
    // Delivery reports find their message by the provider's id.
    index('communication_logs_provider_message_idx')
      .on(t.provider, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
  ],
);

/** Per-business email settings; the SendGrid key is stored encrypted. */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    active: boolean('active').notNull().default(true),
    emailConfig: jsonb('email_config')
      .$type<{ sendgridApiKeyEncrypted?: string; fromEmail?: string; fromName?: string }>()
      .notNull()
      .default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('integrations', t),
    index('integrations_business_provider_idx').on(t.businessId, t.provider),
  ],
);

/** Every email and SMS exactly as it would be sent, while no real provider is configured. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    /** The sender's name an email went out under (a business's name to its customers); null: the platform's own. */
    fromName: text('from_name'),
    /**
     * The business it was sent for; null for the super admin's test sends. No foreign key: in Citus this table stays
     * on the coordinator, which cannot reference a distributed table (a deleted business's id is left here).
     */
    businessId: text('business_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_created_at_idx').on(t.createdAt.desc()),
    index('outbox_messages_to_idx').on(t.to, t.createdAt.desc()),
    // The super admin's search by part of a recipient.
    index('outbox_messages_to_trgm_idx').using('gin', sql`lower(${t.to}) gin_trgm_ops`),
  ],
);

/**
 * Numbers that asked a business to stop texting (STOP, or words to that effect, or added by its staff): no SMS of
 * that business goes to them until they text START. Checked by every send, whatever the customer record says.
 */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** E.164. */
    phone: text('phone').notNull(),
    /** keyword: STOP and its synonyms; free_text: 'please stop texting me'…; manual: added in /settings. */
    source: text('source', { enum: ['keyword', 'free_text', 'manual'] }).notNull(),
    /** What the customer wrote (or who added it). */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('sms_opt_outs', t),
    uniqueIndex('sms_opt_outs_business_phone_idx').on(t.businessId, t.phone),
    index('sms_opt_outs_business_created_at_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Where a business's campaign tests may go: an email address or a phone number its team proved it holds with a
 * code (the code is stored hashed, void after five wrong tries or when it expires). Tests go nowhere else, so the
 * composer is no free way to text or mail strangers.
 */
export const testRecipients = pgTable(
  'test_recipients',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** E.164 for sms, lower-case for email. */
    address: text('address').notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('test_recipients', t),
    uniqueIndex('test_recipients_business_channel_address_idx').on(t.businessId, t.channel, t.address),
  ],
);

/**
 * Messages handed to a provider sender per second, shared by every server process: a campaign's sender takes its
 * share of the second from here before sending (SMS_RATE_PER_SECOND). Old seconds are pruned as it goes.
 */
export const sendRateWindows = pgTable(
  'send_rate_windows',
  {
    sender: text('sender').notNull(),
    second: timestamp('second', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sender, t.second] })],
);

/** A business's automations (win-back, birthday): switched on or off, with their settings. One row per kind. */
export const automations = pgTable(
  'automations',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['win_back', 'birthday'] }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('automations', t),
    uniqueIndex('automations_business_kind_idx').on(t.businessId, t.kind),
    index('automations_enabled_kind_idx').on(t.kind).where(sql`${t.enabled}`),
  ],
);

/**
 * Every occasion an automation met a customer (a win-back lapse, a birthday) with the group it was drawn into
 * ('message' or 'control'; a hash of business, automation kind, occasion and customer). What an automation's rolling
 * lift is computed from: the outcome window starts on `occasion_on`. Like campaign_recipients, no foreign key to
 * customers: the row stays a count after the customer is gone.
 */
export const automationRecipients = pgTable(
  'automation_recipients',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['win_back', 'birthday'] }).notNull(),
    customerId: uuid('customer_id').notNull(),
    /** The occasion's key (the lapse's last-visit day, the birthday's year), so one occasion draws once. */
    occasion: text('occasion').notNull(),
    /** The business's calendar day the occasion's message went (or would have gone) out. */
    occasionOn: date('occasion_on', { mode: 'string' }).notNull(),
    group: text('group', { enum: CAMPAIGN_GROUPS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'automation_recipients_pkey', columns: [t.businessId, t.kind, t.customerId, t.occasion] }),
    // The rolling lift reads one automation's occasions of the last days.
    index('automation_recipients_business_kind_on_idx').on(t.businessId, t.kind, t.occasionOn),
  ],
);

/** A business's MailChimp connection (Pro and Agency): the API key encrypted, the audience, the last sync. */
export const mailchimpConnections = pgTable(
  'mailchimp_connections',
  {
    businessId: text('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** platform/secret-box.ts; never sent to the browser or logged. */
    apiKeyEncrypted: text('api_key_encrypted').notNull(),
    /** The data centre of the key ('us21' of '…-us21'): the API's host. */
    serverPrefix: text('server_prefix').notNull(),
    /** The last four characters of the key, to show which key is connected. */
    apiKeyHint: text('api_key_hint').notNull(),
    accountName: text('account_name'),
    audienceId: text('audience_id'),
    audienceName: text('audience_name'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSyncStatus: text('last_sync_status', { enum: ['running', 'ok', 'partial', 'failed'] }),
    lastSyncResult: jsonb('last_sync_result').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mailchimp_connections_audience_idx').on(t.lastSyncAt).where(sql`${t.audienceId} is not null`)],
);
