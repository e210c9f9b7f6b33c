import { PageHeader } from '../components/ui/page-header.tsx';

export function CommunicationsPage() {
  return <PageHeader title="Communication History" />;
}
