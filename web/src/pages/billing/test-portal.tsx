import { TestPortalScreen } from '../../features/billing/index.ts';

/** /billing/test-portal: the built-in stand-in for the Stripe Billing Portal. */
export function TestPortalPage() {
  return <TestPortalScreen />;
}
