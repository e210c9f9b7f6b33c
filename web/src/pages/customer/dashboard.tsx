import { CenteredPage } from '../../components/layout/centered-page.tsx';

export function CustomerDashboardPage() {
  return (
    <CenteredPage>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Your Loyalty Programs</h1>
    </CenteredPage>
  );
}
