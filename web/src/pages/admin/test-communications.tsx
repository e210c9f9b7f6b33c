import { PageHeader } from '../../components/ui/page-header.tsx';

export function AdminTestCommunicationsPage() {
  return <PageHeader title="Test Communications" />;
}
