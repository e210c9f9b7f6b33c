import { PageHeader } from '../../components/ui/page-header.tsx';

export function AdminConfigPage() {
  return <PageHeader title="Platform Configuration" />;
}
