import { useParams } from 'react-router';
import { SignupFormScreen } from '../features/enrolment/index.ts';

/** Target of the QR sign-up link (/signup-form/:code): a customer joins the business's rewards. */
export function SignupFormPage() {
  const code = useParams().code ?? '';
  return <SignupFormScreen code={code} />;
}
