import { PageHeader } from '../components/ui/page-header.tsx';

export function EmailTemplatesPage() {
  return <PageHeader title="Email Templates" />;
}
