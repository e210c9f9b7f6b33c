import { z } from 'zod';
import { hasUnsavableCharacters } from './customer-import.ts';

/** "Help": a team's support requests to the install's operator, answered by email (issue 32). */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type TSupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_LIMITS = { subject: 200, message: 5000, pagePath: 500, reply: 10_000 } as const;

export const SUPPORT_MESSAGES = {
  sent: "Request sent. We'll reply by email.",
  replied: 'Reply sent by email.',
  closed: 'Request closed.',
  switchedOff: 'Support requests are switched off on this install.',
  switchedOffNote: 'Support requests are switched off',
  notFound: 'Support request not found',
  alreadyClosed: 'This request is closed. The business can send a new one.',
  empty: 'No support requests.',
  subjectRequired: 'Enter a subject',
  subjectTooLong: `The subject can be at most ${SUPPORT_LIMITS.subject} characters`,
  messageRequired: 'Describe what you need help with',
  messageTooLong: `The message can be at most ${SUPPORT_LIMITS.message.toLocaleString('en-US')} characters`,
  pageInvalid: 'The page must be a path in the app, such as /customers',
  replyRequired: 'Write a reply',
  replyTooLong: `The reply can be at most ${SUPPORT_LIMITS.reply.toLocaleString('en-US')} characters`,
  unsavable: 'Remove the unsupported character and try again',
  tooMany: 'Too many support requests from this business. Try again in an hour.',
} as const;

const savable = [(value: string) => !hasUnsavableCharacters(value), SUPPORT_MESSAGES.unsavable] as const;

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(...savable);

export const ZSupportRequestInput = z.object({
  subject: text(SUPPORT_MESSAGES.subjectRequired, SUPPORT_LIMITS.subject, SUPPORT_MESSAGES.subjectTooLong),
  message: text(SUPPORT_MESSAGES.messageRequired, SUPPORT_LIMITS.message, SUPPORT_MESSAGES.messageTooLong),
  /** The app's page the dialog was opened on; the path only, never its query (which may hold a search). */
  pagePath: z
    .string({ error: SUPPORT_MESSAGES.pageInvalid })
    .trim()
    .max(SUPPORT_LIMITS.pagePath, SUPPORT_MESSAGES.pageInvalid)
    .regex(/^\/[^\s?#]*$/, SUPPORT_MESSAGES.pageInvalid),
});
export type TSupportRequestInput = z.infer<typeof ZSupportRequestInput>;

export const ZSupportReplyInput = z.object({
  body: text(SUPPORT_MESSAGES.replyRequired, SUPPORT_LIMITS.reply, SUPPORT_MESSAGES.replyTooLong),
});

export const ZSupportReply = z.object({ id: z.string(), body: z.string(), createdAt: z.string() });
export type TSupportReply = z.infer<typeof ZSupportReply>;

export const ZSupportRequest = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  pagePath: z.string(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  /** The plan when it was sent. */
  planName: z.string(),
  /** The plan had priority support: listed first in the operator's queue. */
  priority: z.boolean(),
  status: z.enum(SUPPORT_STATUSES),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  replies: z.array(ZSupportReply),
});
export type TSupportRequest = z.infer<typeof ZSupportRequest>;

export const ZSupportRequestResponse = z.object({ request: ZSupportRequest });
export const ZSupportRequests = z.object({ requests: z.array(ZSupportRequest) });
export type TSupportRequests = z.infer<typeof ZSupportRequests>;

/** The super admin's queue: open first, then priority first, then oldest first. */
export const ADMIN_SUPPORT_FILTERS = ['all', ...SUPPORT_STATUSES] as const;
export type TAdminSupportFilter = (typeof ADMIN_SUPPORT_FILTERS)[number];
export const ADMIN_SUPPORT_PAGE_SIZE = 25;

export const ZAdminSupportQuery = z.object({
  status: z.enum(ADMIN_SUPPORT_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_SUPPORT_PAGE_SIZE),
});

/** A request in the queue (its message and replies only in the detail). */
export const ZAdminSupportItem = ZSupportRequest.omit({ message: true, replies: true }).extend({
  businessId: z.string(),
  businessName: z.string(),
  replyCount: z.number().int(),
});
export type TAdminSupportItem = z.infer<typeof ZAdminSupportItem>;

export const ZAdminSupportList = z.object({
  requests: z.array(ZAdminSupportItem),
  total: z.number().int(),
  /** Open requests in the whole queue, whatever the filter (the nav's count). */
  open: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TAdminSupportList = z.infer<typeof ZAdminSupportList>;

export const ZAdminSupportDetail = z.object({
  request: ZSupportRequest.extend({ businessId: z.string(), businessName: z.string() }),
});
export type TAdminSupportDetail = z.infer<typeof ZAdminSupportDetail>;

/** The install's switch: off, no one can send a request and no tier card claims priority support. */
export const ZSupportSwitch = z.object({ enabled: z.boolean({ error: 'Choose on or off' }) }).strict();
