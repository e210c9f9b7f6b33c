import { Link } from 'react-router';
import { ApiError, errorMessage } from '../api/client.ts';
import { Alert } from './ui/alert.tsx';

/** Why adding a customer failed; at the plan's customer limit, with the way to a bigger plan. */
export function CreateCustomerError({ error }: { error: unknown }) {
  if (!error) return null;
  const isPlanLimit = error instanceof ApiError && error.code === 'PLAN_LIMIT';
  return (
    <Alert tone="error">
      {errorMessage(error)}
      {isPlanLimit && (
        <>
          {' '}
          <Link to="/subscription" className="font-semibold underline">
            View plans
          </Link>
        </>
      )}
    </Alert>
  );
}
