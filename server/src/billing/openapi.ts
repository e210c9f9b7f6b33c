import {
  ZAllocateCreditsRequest,
  ZCheckoutRequest,
  ZCreditLedger,
  ZRedirect,
  ZSubscriptionSummary,
  ZTestCheckoutSession,
  ZTestPortal,
} from '@regulars/contracts';
import { z } from 'zod';

type TBillingOperation = {
  method: 'get' | 'post';
  path: string;
  summary: string;
  tag: string;
  auth?: 'session' | 'super_admin';
  body?: z.ZodType;
  response?: z.ZodType;
  status?: number;
};

const tag = 'Billing';

export const BILLING_OPERATIONS: TBillingOperation[] = [
  {
    method: 'get',
    path: '/api/billing/subscription',
    summary: 'Current plan, billing period, payment status, credits and usage',
    tag,
    auth: 'session',
    response: ZSubscriptionSummary,
  },
  {
    method: 'post',
    path: '/api/billing/checkout',
    summary: 'Start checkout for a tier (price id from the tier table; return URLs from APP_URL)',
    tag,
    auth: 'session',
    body: ZCheckoutRequest,
    response: ZRedirect,
  },
  {
    method: 'post',
    path: '/api/billing/portal',
    summary: 'Open the customer portal (payment methods, cancelling)',
    tag,
    auth: 'session',
    response: ZRedirect,
  },
  {
    method: 'get',
    path: '/api/billing/credits',
    summary: "The business's credit ledger (newest 50)",
    tag,
    auth: 'session',
    response: ZCreditLedger,
  },
  {
    method: 'get',
    path: '/api/billing/test-checkout/{sessionId}',
    summary: 'Built-in test checkout session (only without Stripe)',
    tag,
    auth: 'session',
    response: ZTestCheckoutSession,
  },
  {
    method: 'post',
    path: '/api/billing/test-checkout/{sessionId}/complete',
    summary: 'Pay in the test checkout: emits signed Stripe-shaped events',
    tag,
    auth: 'session',
    response: ZRedirect,
  },
  {
    method: 'post',
    path: '/api/billing/test-checkout/{sessionId}/cancel',
    summary: 'Leave the test checkout',
    tag,
    auth: 'session',
    response: ZRedirect,
  },
  {
    method: 'get',
    path: '/api/billing/test-portal',
    summary: 'Built-in test customer portal',
    tag,
    auth: 'session',
    response: ZTestPortal,
  },
  {
    method: 'post',
    path: '/api/billing/test-portal/cancel-subscription',
    summary: 'Cancel the subscription in the test portal',
    tag,
    auth: 'session',
    response: ZRedirect,
  },
  {
    method: 'get',
    path: '/api/admin/credits',
    summary: 'Credit ledger of all businesses, or one (?businessId=)',
    tag,
    auth: 'super_admin',
    response: ZCreditLedger,
  },
  {
    method: 'post',
    path: '/api/admin/credits',
    summary: 'Allocate credits to a business with a reason',
    tag,
    auth: 'super_admin',
    body: ZAllocateCreditsRequest,
    response: z.object({ businessId: z.string(), balance: z.number() }),
    status: 201,
  },
  {
    method: 'post',
    path: '/stripe-webhook',
    summary: 'Stripe webhook: signature-verified on the raw body, each event processed once',
    tag,
    response: z.object({ received: z.boolean(), duplicate: z.boolean() }),
  },
];
