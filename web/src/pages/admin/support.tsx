import { PageHeader } from '../../components/ui/page-header.tsx';
import { SupportQueue } from '../../features/admin/index.ts';

export function AdminSupportPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Support"
        description="Requests from businesses' Help. Priority plans come first, then the oldest. Replies are emailed."
      />
      <SupportQueue />
    </div>
  );
}
