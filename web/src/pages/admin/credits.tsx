import { PageHeader } from '../../components/ui/page-header.tsx';

export function AdminCreditsPage() {
  return <PageHeader title="Credit Logs" />;
}
