import { PageHeader } from '../components/ui/page-header.tsx';

export function AnalyticsPage() {
  return <PageHeader title="Analytics" />;
}
