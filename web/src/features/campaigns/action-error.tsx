import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { Alert } from '../../components/ui/alert.tsx';

/** Why a send, schedule or test was refused; at the plan's limit, with the way to a bigger plan. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  const planLimit = error instanceof ApiError && error.code === 'PLAN_LIMIT';
  return (
    <Alert tone="error" data-testid="campaign-action-error">
      {errorMessage(error)}
      {planLimit && (
        <>
          {' '}
          <Link to="/subscription" className="font-semibold underline">
            Upgrade plan
          </Link>
        </>
      )}
    </Alert>
  );
}
