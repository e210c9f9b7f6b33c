import { PageHeader } from '../../components/ui/page-header.tsx';

export function AdminDashboardPage() {
  return <PageHeader title="Super Admin Dashboard" description="Overview of all tenants and revenue" />;
}
