import { z } from 'zod';

/** The events an endpoint can subscribe to, in the order the Webhooks card lists them. */
export const WEBHOOK_EVENTS = [
  'customer.created',
  'customer.updated',
  'customer.deleted',
  'visit.recorded',
  'purchase.recorded',
  'points.earned',
  'reward.earned',
  'reward.redeemed',
  'reward.expired',
  'action.undone',
  'campaign.sent',
  'message.failed',
  'consent.changed',
] as const;
export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS);
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;

/** The test event "Send test event" delivers: no endpoint subscribes to it, every endpoint can receive it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<TWebhookEvent, string> = {
  'customer.created': 'A customer is added',
  'customer.updated': "A customer's details change",
  'customer.deleted': 'A customer is deleted',
  'visit.recorded': 'A visit is recorded',
  'purchase.recorded': 'A purchase is recorded',
  'points.earned': 'Points are earned',
  'reward.earned': 'A reward is earned',
  'reward.redeemed': 'A reward is redeemed',
  'reward.expired': 'A reward expires',
  'action.undone': 'A visit, purchase or redemption is undone',
  'campaign.sent': 'A campaign finishes sending',
  'message.failed': 'A message could not be delivered',
  'consent.changed': 'A customer opts in or out',
};

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const MAX_WEBHOOK_DESCRIPTION = 200;
/** How long the secret before a rotation still signs, beside the new one. */
export const WEBHOOK_ROTATION_OVERLAP_HOURS = 24;

/** Every message the Webhooks card and its endpoints show, in plain words. */
export const WEBHOOK_MESSAGES = {
  upgrade: 'Webhooks are part of the Pro and Agency plans. Upgrade to add an endpoint.',
  urlRequired: 'Enter the address events should be sent to',
  urlInvalid: 'Enter a full web address, such as https://example.com/webhooks',
  urlTooLong: 'Keep the address under 2,000 characters',
  httpsRequired: 'Use an https:// address: events carry customer details and must be encrypted on the way',
  privateAddress:
    'This address points inside a private network (such as localhost or 192.168.x.x). Use an address reachable from the internet.',
  unresolvable: 'This address could not be found. Check the spelling of the host name.',
  descriptionTooLong: 'Keep the description under 200 characters',
  eventsRequired: 'Choose at least one event to send',
  eventUnknown: 'Choose the events from the list',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  tooMany: 'This business has 10 webhook endpoints, the most it can have. Delete one you no longer use first.',
  created: 'Endpoint added',
  updated: 'Endpoint saved',
  deleted: 'Endpoint deleted',
  enabled: 'Endpoint turned on',
  disabled: 'Endpoint turned off',
  rotated: 'New signing secret made. The old one keeps signing for 24 hours.',
  testQueued: 'Test event on its way',
  redeliverQueued: 'Sending it again',
  loadFailed: 'Could not load your webhook endpoints',
  saveFailed: 'Could not save the endpoint',
  copyNow: 'Copy this signing secret now: it is not shown again.',
  copied: 'Secret copied',
  disabledEmailSubject: 'A webhook endpoint was turned off',
} as const;

export const ZWebhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(2000, WEBHOOK_MESSAGES.urlTooLong)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.length > 0;
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.urlInvalid);

const ZEvents = z
  .array(ZWebhookEvent, { error: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, WEBHOOK_MESSAGES.eventsRequired);

export const ZCreateWebhookEndpoint = z.object({
  url: ZWebhookUrl,
  description: z
    .string({ error: WEBHOOK_MESSAGES.descriptionTooLong })
    .trim()
    .max(MAX_WEBHOOK_DESCRIPTION, WEBHOOK_MESSAGES.descriptionTooLong)
    .default(''),
  events: ZEvents,
});
export type TCreateWebhookEndpoint = z.input<typeof ZCreateWebhookEndpoint>;
/** The endpoint as validated: trimmed, the description defaulted. */
export type TNewWebhookEndpoint = z.output<typeof ZCreateWebhookEndpoint>;

/** A change to an endpoint: any of its address, description, events, or on/off. */
export const ZUpdateWebhookEndpoint = z.object({
  url: ZWebhookUrl.optional(),
  description: z
    .string({ error: WEBHOOK_MESSAGES.descriptionTooLong })
    .trim()
    .max(MAX_WEBHOOK_DESCRIPTION, WEBHOOK_MESSAGES.descriptionTooLong)
    .optional(),
  events: ZEvents.optional(),
  enabled: z.boolean({ error: 'Choose on or off' }).optional(),
});
export type TUpdateWebhookEndpoint = z.input<typeof ZUpdateWebhookEndpoint>;
export type TWebhookEndpointChange = z.output<typeof ZUpdateWebhookEndpoint>;

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(ZWebhookEvent),
  enabled: z.boolean(),
  /** Why it is off: 'manual', 'gone' (the receiver answered 410), 'failing' (five days of failures). */
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = z.object({
  endpoints: z.array(ZWebhookEndpoint),
  /** Whether the plan includes the API (and so webhooks). */
  planIncludesApi: z.boolean(),
  canEdit: z.boolean(),
});
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

/** Creating an endpoint or rotating its secret: the only time the secret is sent. */
export const ZWebhookEndpointWithSecret = z.object({ endpoint: ZWebhookEndpoint, secret: z.string() });
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

export const ZWebhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  /** 'pending' (waiting for its next try), 'delivered' or 'failed' (given up). */
  status: z.enum(['pending', 'delivered', 'failed']),
  attempt: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  responseStatus: z.number().int().nullable(),
  /** The first 1 KB of the receiver's answer, or why there was none. */
  responseBody: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryList = z.object({ deliveries: z.array(ZWebhookDelivery) });
export type TWebhookDeliveryList = z.infer<typeof ZWebhookDeliveryList>;

export const ZWebhookQueued = z.object({ deliveryId: z.string() });
export type TWebhookQueued = z.infer<typeof ZWebhookQueued>;

export const ZDeletedWebhookEndpoint = z.object({ id: z.string() });
