import { PageHeader } from '../../components/ui/page-header.tsx';

export function AdminTenantsPage() {
  return <PageHeader title="Tenant Management" />;
}
