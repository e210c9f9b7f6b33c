import { DashboardScreen } from '../features/overview/index.ts';

export function DashboardPage() {
  return <DashboardScreen />;
}
