import { PageHeader } from '../components/ui/page-header.tsx';

export function CampaignsPage() {
  return <PageHeader title="Campaigns" />;
}
