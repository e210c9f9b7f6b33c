import { CustomersScreen } from '../features/customers/index.ts';

export function CustomersPage() {
  return <CustomersScreen />;
}
