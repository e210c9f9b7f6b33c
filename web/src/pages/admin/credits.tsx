import { CreditLogScreen } from '../../features/admin/index.ts';

export function AdminCreditsPage() {
  return <CreditLogScreen />;
}
