import { CompanyScreen } from '../features/teams/index.ts';

export function CompanyPage() {
  return <CompanyScreen />;
}
