import { z } from 'zod';

/**
 * The spec's log filters (section 9): type all/email/sms; status all/sent/opened/failed, and 'outbox' for the messages
 * the outbox kept (no provider for their channel), which 'sent' leaves out: nobody has received them.
 */
export const COMMUNICATION_TYPES = ['all', 'email', 'sms'] as const;
export const COMMUNICATION_STATUSES = ['all', 'sent', 'outbox', 'opened', 'failed'] as const;
export type TCommunicationTypeFilter = (typeof COMMUNICATION_TYPES)[number];
export type TCommunicationStatusFilter = (typeof COMMUNICATION_STATUSES)[number];
/** The filters' options as the screen writes them. */
export const COMMUNICATION_TYPE_LABELS: Record<TCommunicationTypeFilter, string> = {
  all: 'All',
  email: 'Email',
  sms: 'SMS',
};
export const COMMUNICATION_STATUS_LABELS: Record<TCommunicationStatusFilter, string> = {
  all: 'All',
  sent: 'Sent',
  outbox: 'In the outbox',
  opened: 'Opened',
  failed: 'Failed',
};

export const COMMUNICATION_PAGE_SIZE_DEFAULT = 25;
export const COMMUNICATION_PAGE_SIZE_MAX = 100;

export const COMMUNICATION_MESSAGES = {
  title: 'Communication History',
  notFound: 'Message not found',
  deletedCustomer: 'Deleted customer',
  noMessages: 'No messages yet',
  noMatches: 'No messages found',
} as const;

/** The display of an opened log (in blue): 'Opened once', 'Opened 2 times'. */
export const openedLabel = (openCount: number) => (openCount === 1 ? 'Opened once' : `Opened ${openCount} times`);

/** Why a channel's messages stay in the outbox: no provider takes them. */
export const OUTBOX_REASONS = {
  email: 'no email provider is configured',
  sms: 'no SMS provider is configured',
} as const;

/** What a message kept by the outbox provider (none configured for its channel) says instead of 'Sent' or 'Delivered'. */
export const OUTBOX_LABELS = {
  email: `In the outbox: ${OUTBOX_REASONS.email}`,
  sms: `In the outbox: ${OUTBOX_REASONS.sms}`,
} as const;

export const ZCommunicationListQuery = z.object({
  /** Recipient name, email or phone, subject, content or template name. */
  search: z.string().max(200, 'Search must be at most 200 characters').optional(),
  type: z.enum(COMMUNICATION_TYPES).default('all'),
  /** 'sent' is sent by a provider and not opened; 'outbox' kept by the outbox; 'opened' any with opened_at set. */
  status: z.enum(COMMUNICATION_STATUSES).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(COMMUNICATION_PAGE_SIZE_MAX).default(COMMUNICATION_PAGE_SIZE_DEFAULT),
});

/** The customer a message went to, as the history shows them; `deleted` when the business deleted the customer. */
export const ZCommunicationRecipient = z.object({
  id: z.string(),
  uniqueCustomerId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  deleted: z.boolean(),
});

export const ZCommunication = z.object({
  id: z.string(),
  type: z.enum(['email', 'sms']),
  status: z.enum(['sent', 'failed', 'pending']),
  templateName: z.string().nullable(),
  subject: z.string().nullable(),
  /** The list carries the first characters only (a preview); the detail the whole message. */
  content: z.string(),
  openedAt: z.string().nullable(),
  openCount: z.number(),
  createdAt: z.string(),
  customer: ZCommunicationRecipient.nullable(),
  /** Who took it: 'outbox' when no provider is configured for its channel (it is kept, not delivered). */
  provider: z.string().nullable(),
  /** What sent it: 'quick' (from /customers), 'campaign', or the trigger (welcome, reward_earned, …). */
  source: z.string().nullable(),
});
export type TCommunication = z.infer<typeof ZCommunication>;

export const ZCommunicationList = z.object({
  communications: z.array(ZCommunication),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type TCommunicationList = z.infer<typeof ZCommunicationList>;

export const ZCommunicationDetail = ZCommunication.extend({
  /** The provider's message id, when it took the message. */
  providerMessageId: z.string().nullable(),
  /** Why the send failed, for a failed message. */
  error: z.string().nullable(),
});
export type TCommunicationDetail = z.infer<typeof ZCommunicationDetail>;
export const ZCommunicationDetailResponse = z.object({ communication: ZCommunicationDetail });
