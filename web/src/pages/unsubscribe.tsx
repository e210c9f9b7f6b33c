import { useParams } from 'react-router';
import { UnsubscribeScreen } from '../features/unsubscribe/index.ts';

/**
 * /unsubscribe/{token}, the link at the foot of every email to a customer, in the business's brand (its name, logo
 * and colour; no platform mark on a white-label plan). Opening it changes nothing (mail scanners open links); the
 * button unsubscribes. Mail clients' own button posts to the same address (RFC 8058).
 */
export function UnsubscribePage() {
  const token = useParams().token ?? '';
  return <UnsubscribeScreen token={token} />;
}
