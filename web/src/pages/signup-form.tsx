import { useParams, useSearchParams } from 'react-router';
import { SignupFormScreen } from '../features/enrolment/index.ts';

/**
 * Target of the QR sign-up link (/signup-form/:code): a customer joins the business's rewards. A friend's referral
 * link brings them here with the friend's code (?ref=).
 */
export function SignupFormPage() {
  const code = useParams().code ?? '';
  const referralCode = useSearchParams()[0].get('ref')?.trim() || null;
  return <SignupFormScreen code={code} referralCode={referralCode} />;
}
