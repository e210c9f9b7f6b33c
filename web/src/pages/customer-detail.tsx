import { useParams } from 'react-router';
import { CustomerDetailScreen } from '../features/customers/index.ts';

/** /customers/:id — one customer: programs, rewards and activity, beside the profile and portal access. */
export function CustomerDetailPage() {
  const id = useParams().id ?? '';
  return <CustomerDetailScreen id={id} />;
}
