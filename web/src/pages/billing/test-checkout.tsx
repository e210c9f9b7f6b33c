import { useParams } from 'react-router';
import { TestCheckoutScreen } from '../../features/billing/index.ts';

/** /billing/test-checkout/{session}: the built-in stand-in for Stripe Checkout. */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  return <TestCheckoutScreen sessionId={sessionId} />;
}
