import { CommunicationsScreen } from '../features/messaging/index.ts';

export function CommunicationsPage() {
  return <CommunicationsScreen />;
}
