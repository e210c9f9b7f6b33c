import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { campaignRefusal } from './campaign-refusals.ts';

const campaignsRefusal = (words: TAppWords, error: unknown) => campaignRefusal(words, error);

/**
 * Why a create, send, schedule or test was refused, in the user's language; at the plan's limit, with the way to a
 * bigger plan. `say` is the screen's reading of its refusals (the campaigns' by default, the composer's its own).
 */
export function ActionError({
  error,
  say = campaignsRefusal,
}: {
  error: unknown;
  say?: (words: TAppWords, error: unknown) => string;
}) {
  const words = useAppWords();
  if (!error) return null;
  const planLimit = error instanceof ApiError && error.code === 'PLAN_LIMIT';
  return (
    <Alert tone="error" data-testid="campaign-action-error">
      {say(words, error)}
      {planLimit && (
        <>
          {' '}
          <Link to="/subscription" className="font-semibold underline">
            {words.t('campaigns.upgradePlan')}
          </Link>
        </>
      )}
    </Alert>
  );
}
