import { z } from 'zod';

/** The MailChimp connection and sync (issue 12): every message the card and the API show, in plain words. */
export const MAILCHIMP_MESSAGES = {
  upgrade: 'MailChimp sync is part of the Pro and Agency plans. Upgrade to connect your MailChimp account.',
  keyRequired: 'Enter your MailChimp API key',
  keyFormat: 'That does not look like a MailChimp API key: it ends with a data centre such as -us21.',
  keyRefused: 'MailChimp refused this API key. Check it in MailChimp (Profile → Extras → API keys) and try again.',
  unreachable: 'We could not reach MailChimp. Try again in a moment.',
  notConnected: 'Connect your MailChimp account first.',
  audienceRequired: 'Choose an audience',
  audienceUnknown: 'Choose one of the audiences of your MailChimp account.',
  noAudience: 'Choose an audience before syncing.',
  syncRunning: 'A sync is already running. Its result will show here when it finishes.',
  connected: 'MailChimp connected',
  connectFailed: 'Could not connect MailChimp',
  audienceSaved: 'Audience saved',
  audienceFailed: 'Could not save the audience',
  syncQueued: 'Sync started',
  syncFailed: 'Could not start the sync',
  disconnected: 'MailChimp disconnected',
  disconnectFailed: 'Could not disconnect MailChimp',
  loadFailed: 'Could not load the MailChimp connection',
  // What a failed sync records (last_sync_result.message).
  syncKeyRefused: 'MailChimp refused the API key: reconnect with a valid key.',
  syncKeyUnreadable: 'The saved MailChimp key can no longer be read: reconnect MailChimp.',
  syncUnreachable: 'MailChimp could not be reached. We will try again automatically.',
  syncAudienceGone: 'MailChimp no longer has the chosen audience: choose another one.',
  syncRefused: 'MailChimp refused the sync. Try again later, or reconnect MailChimp.',
  syncPlanEnded: 'Your plan no longer includes MailChimp sync: upgrade to keep your audience in step.',
} as const;

export const MAX_MAILCHIMP_KEY_LENGTH = 200;

/** A key ends with its data centre ('…-us21'), which names the API host: only letters then digits may go there. */
const DATA_CENTRE = /-([a-z]+[0-9]+)$/;

/** The data centre a MailChimp API key belongs to ('us21' of 'abc…-us21'), or null when the key has none. */
export function mailchimpDataCentre(apiKey: string): string | null {
  return DATA_CENTRE.exec(apiKey)?.[1] ?? null;
}

/** What identifies a key on screen: the last 4 characters before its data centre (the suffix is the same for many). */
export function mailchimpKeyHint(apiKey: string): string {
  return apiKey.replace(DATA_CENTRE, '').slice(-4);
}

export const ZConnectMailchimp = z.object({
  apiKey: z
    .string({ error: MAILCHIMP_MESSAGES.keyRequired })
    .trim()
    .min(1, { error: MAILCHIMP_MESSAGES.keyRequired, abort: true })
    .max(MAX_MAILCHIMP_KEY_LENGTH, { error: MAILCHIMP_MESSAGES.keyFormat, abort: true })
    .refine((key) => /^[A-Za-z0-9]{8,}-[a-z]+[0-9]+$/.test(key), MAILCHIMP_MESSAGES.keyFormat),
});
export type TConnectMailchimp = z.infer<typeof ZConnectMailchimp>;

export const ZChooseMailchimpAudience = z.object({
  audienceId: z
    .string({ error: MAILCHIMP_MESSAGES.audienceRequired })
    .trim()
    .min(1, { error: MAILCHIMP_MESSAGES.audienceRequired, abort: true })
    .max(100, MAILCHIMP_MESSAGES.audienceUnknown),
});

/** A MailChimp audience (a "list" in its API). */
export const ZMailchimpAudience = z.object({ id: z.string(), name: z.string(), memberCount: z.number().int() });
export type TMailchimpAudience = z.infer<typeof ZMailchimpAudience>;

export const ZMailchimpSyncError = z.object({ email: z.string(), message: z.string() });
export type TMailchimpSyncError = z.infer<typeof ZMailchimpSyncError>;

/** How many member errors a sync keeps to show (the count says how many there were in all). */
export const MAX_MAILCHIMP_SYNC_ERRORS = 20;

/** What one sync did: the counts so far when it failed part-way. */
export const ZMailchimpSyncResult = z.object({
  /** Opted-in customers sent as subscribed. */
  subscribed: z.number().int(),
  /** Customers who are not opted in, sent as unsubscribed so MailChimp does not mail them. */
  unsubscribed: z.number().int(),
  /** Contacts MailChimp added to the audience, and contacts it updated. */
  created: z.number().int(),
  updated: z.number().int(),
  /** Customers who unsubscribed in MailChimp, now opted out of email here too. */
  optedOutInMailchimp: z.number().int(),
  errorCount: z.number().int(),
  /** The first MAX_MAILCHIMP_SYNC_ERRORS member errors. */
  errors: z.array(ZMailchimpSyncError),
  /** Why the sync failed; null when it ran through. */
  message: z.string().nullable(),
});
export type TMailchimpSyncResult = z.infer<typeof ZMailchimpSyncResult>;

export const ZMailchimpSyncStatus = z.enum(['running', 'ok', 'partial', 'failed']);
export type TMailchimpSyncStatus = z.infer<typeof ZMailchimpSyncStatus>;

export const ZMailchimpConnection = z.object({
  /** The last 4 characters of the key before its data centre: the key itself is never sent. */
  apiKeyHint: z.string(),
  dataCentre: z.string(),
  accountName: z.string().nullable(),
  audience: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The account's audiences, read from MailChimp when the page asks (empty with audiencesError when it failed). */
  audiences: z.array(ZMailchimpAudience),
  audiencesError: z.string().nullable(),
  lastSync: z
    .object({
      /** When the last sync finished (null while the first one runs). */
      at: z.string().nullable(),
      status: ZMailchimpSyncStatus,
      result: ZMailchimpSyncResult.nullable(),
    })
    .nullable(),
});
export type TMailchimpConnection = z.infer<typeof ZMailchimpConnection>;

export const ZMailchimpState = z.object({
  /** Whether the business's plan includes MailChimp (features.mailchimp); false: the card shows the upgrade prompt. */
  available: z.boolean(),
  /** Whether the caller may connect, sync and disconnect (the team admin). */
  canEdit: z.boolean(),
  connection: ZMailchimpConnection.nullable(),
});
export type TMailchimpState = z.infer<typeof ZMailchimpState>;
