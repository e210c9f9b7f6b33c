import { ADMIN_TENANT_MESSAGES } from '@regulars/contracts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AdminOverview } from '../../features/admin/index.ts';

export function AdminDashboardPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title={ADMIN_TENANT_MESSAGES.dashboardTitle}
        description={ADMIN_TENANT_MESSAGES.dashboardDescription}
      />
      <AdminOverview />
    </div>
  );
}
