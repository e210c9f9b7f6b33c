import type { TApiScope, TAppMessageKey } from '@regulars/contracts';

/**
 * What each scope lets a key do, in the user's language (API_SCOPE_LABELS' English word for word); the scope itself
 * ('customers:read') is an identifier, shown as it is.
 */
export const SCOPE_WORDS: Record<TApiScope, { label: TAppMessageKey; description: TAppMessageKey }> = {
  'customers:read': { label: 'integrations.scope.customersRead', description: 'integrations.scope.customersReadHint' },
  'customers:write': {
    label: 'integrations.scope.customersWrite',
    description: 'integrations.scope.customersWriteHint',
  },
  'loyalty:read': { label: 'integrations.scope.loyaltyRead', description: 'integrations.scope.loyaltyReadHint' },
  'loyalty:write': { label: 'integrations.scope.loyaltyWrite', description: 'integrations.scope.loyaltyWriteHint' },
  'programs:read': { label: 'integrations.scope.programsRead', description: 'integrations.scope.programsReadHint' },
  'webhooks:manage': {
    label: 'integrations.scope.webhooksManage',
    description: 'integrations.scope.webhooksManageHint',
  },
};
