import { CenteredPage } from '../../components/layout/centered-page.tsx';

export function CustomerLoginPage() {
  return (
    <CenteredPage>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Customer Portal</h1>
    </CenteredPage>
  );
}
