import type { TKnownMessages } from '../../lib/app-refusal.ts';
import { NOT_FOR_PURCHASE, USE_PORTAL_TO_CANCEL } from './plan-select.ts';

/** What the plan cards and the server's billing routes may answer in English, by the keys that say it in the user's language. */
export const BILLING_REFUSALS: TKnownMessages = {
  [NOT_FOR_PURCHASE]: 'billing.refusal.notForPurchase',
  [USE_PORTAL_TO_CANCEL]: 'billing.refusal.usePortalToCancel',
  // server/src/billing and platform/session.ts, as they write them.
  'No such subscription tier': 'billing.refusal.noSuchTier',
  'There is no billing account yet. Choose a paid plan first.': 'billing.refusal.noBillingAccount',
  'Failed to create checkout session': 'billing.refusal.checkoutUnavailable',
  'Failed to create portal session': 'billing.refusal.portalUnavailable',
  'Only the team admin can do this': 'billing.refusal.adminOnly',
  // The app's own (api/client.ts): no answer, or one it cannot read.
  'Unable to reach the server. Please check your connection and try again.': 'billing.refusal.network',
  'Something went wrong. Please try again.': 'billing.refusal.unknown',
};
