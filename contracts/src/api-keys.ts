import { z } from 'zod';

/** What a key may do on /api/v1; each route names the one it needs. */
export const API_SCOPES = [
  'customers:read',
  'customers:write',
  'loyalty:read',
  'loyalty:write',
  'programs:read',
  'webhooks:manage',
] as const;
export const ZApiScope = z.enum(API_SCOPES);
export type TApiScope = z.infer<typeof ZApiScope>;

/** The scopes as the Developers card offers them. */
export const API_SCOPE_LABELS: Record<TApiScope, { label: string; description: string }> = {
  'customers:read': { label: 'Read customers', description: 'List, search and look up customers' },
  'customers:write': { label: 'Change customers', description: 'Add, edit and delete customers' },
  'loyalty:read': { label: 'Read loyalty', description: "A customer's standing, rewards and history" },
  'loyalty:write': { label: 'Record loyalty', description: 'Record visits and purchases, redeem rewards, undo' },
  'programs:read': { label: 'Read programs', description: 'Your loyalty programs and their rules' },
  'webhooks:manage': { label: 'Manage webhooks', description: 'Add and change webhook endpoints' },
};

/** Every message the Developers card and the API keys endpoints show, in plain words. */
export const API_KEY_MESSAGES = {
  upgrade: 'The API is part of the Pro and Agency plans. Upgrade to create API keys.',
  planLapsed: "This business's plan no longer includes the API. Upgrade to use its keys again.",
  nameRequired: 'Give the key a name, such as the till or shop it is for',
  nameTooLong: 'Keep the name under 80 characters',
  scopesRequired: 'Choose at least one thing this key may do',
  scopeUnknown: 'Choose the key’s permissions from the list',
  notFound: 'API key not found',
  tooMany: 'This business has 25 active API keys, the most it can have. Revoke one you no longer use first.',
  created: 'API key created',
  createFailed: 'Could not create the API key',
  revoked: 'API key revoked',
  revokeFailed: 'Could not revoke the API key',
  loadFailed: 'Could not load your API keys',
  copyNow: 'Copy this key now: it is not shown again.',
  copied: 'Key copied',
  // The /api/v1 answers.
  missingKey: 'Send your API key as "Authorization: Bearer rg_live_…".',
  invalidKey: 'This API key is not valid or has been revoked.',
  missingScope: (scope: string) => `This API key does not have the "${scope}" permission.`,
  rateLimited: 'Too many requests for this API key. Slow down and try again in a moment.',
} as const;

export const MAX_API_KEY_NAME = 80;
export const MAX_API_KEYS = 25;

export const ZCreateApiKey = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(MAX_API_KEY_NAME, API_KEY_MESSAGES.nameTooLong),
  scopes: z
    .array(ZApiScope, { error: API_KEY_MESSAGES.scopesRequired })
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .refine((s) => new Set(s).size === s.length, API_KEY_MESSAGES.scopeUnknown),
});
export type TCreateApiKey = z.input<typeof ZCreateApiKey>;

/** A key as the list shows it: never the key or its hash. */
export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** 'rg_live_' and the key's next four characters, to recognise it by. */
  prefix: z.string(),
  scopes: z.array(ZApiScope),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyList = z.object({
  keys: z.array(ZApiKey),
  /** Whether the plan includes the API (features.api); false: the card shows the upgrade prompt. */
  planIncludesApi: z.boolean(),
  /** Team admins create and revoke; members see the list. */
  canEdit: z.boolean(),
});
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

/** The answer to creating a key: the only time the whole key is sent. */
export const ZCreatedApiKey = z.object({ key: ZApiKey, secret: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const API_KEY_PREFIX = 'rg_live_';
