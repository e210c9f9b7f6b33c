import { PageHeader } from '../components/ui/page-header.tsx';

export function SmsTemplatesPage() {
  return <PageHeader title="SMS Templates" />;
}
