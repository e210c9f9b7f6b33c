import { Link } from 'react-router';
import { ApiError } from '../api/client.ts';
import { useAppWords } from '../lib/app-words.tsx';
import { addCustomerRefusal } from './customer-messages.ts';
import { Alert } from './ui/alert.tsx';

/** Why adding a customer failed, in the user's language; at the plan's customer limit, with the way to a bigger plan. */
export function CreateCustomerError({ error }: { error: unknown }) {
  const words = useAppWords();
  if (!error) return null;
  const isPlanLimit = error instanceof ApiError && error.code === 'PLAN_LIMIT';
  return (
    <Alert tone="error">
      {addCustomerRefusal(words, error)}
      {isPlanLimit && (
        <>
          {' '}
          <Link to="/subscription" className="font-semibold underline">
            {words.t('dashboard.addCustomer.viewPlans')}
          </Link>
        </>
      )}
    </Alert>
  );
}
