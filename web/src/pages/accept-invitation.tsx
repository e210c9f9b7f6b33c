import { useSearchParams } from 'react-router';
import { AcceptInvitationScreen } from '../features/teams/index.ts';

export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  return <AcceptInvitationScreen token={token} />;
}
