import { TenantsScreen } from '../../features/admin/index.ts';

export function AdminTenantsPage() {
  return <TenantsScreen />;
}
