import { PortalDashboardScreen } from '../../features/portal/index.ts';

export function CustomerDashboardPage() {
  return <PortalDashboardScreen />;
}
