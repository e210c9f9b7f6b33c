import { programLimitNotice, type TProgramList } from '@regulars/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';

type TLimit = TProgramList['limit'];

/** Whether one more active program would go over the plan's max_programs (-1 is unlimited). */
export const atProgramLimit = (limit: TLimit | undefined): boolean =>
  limit !== undefined && limit.maxActive !== -1 && limit.active >= limit.maxActive;

/** Said on the page, before any form: the plan is full, and where to get more room. */
export function ProgramLimitNotice({ limit }: { limit: TLimit }) {
  return (
    <Alert tone="info" title="You're at your plan's program limit" data-testid="program-limit-notice">
      <p>{programLimitNotice(limit.planName, limit.maxActive)}</p>
      <Link
        to="/subscription"
        className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        View Plans
        <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </Alert>
  );
}
