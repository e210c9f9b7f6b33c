import type { TProgramList } from '@regulars/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

type TLimit = TProgramList['limit'];

/** Whether one more active program would go over the plan's max_programs (-1 is unlimited). */
export const atProgramLimit = (limit: TLimit | undefined): boolean =>
  limit !== undefined && limit.maxActive !== -1 && limit.active >= limit.maxActive;

/**
 * Said on the page, before any form: the plan is full, and where to get more room (in English word for word the
 * contracts' programLimitNotice). The plan's name stays as the platform names it.
 */
export function ProgramLimitNotice({ limit }: { limit: TLimit }) {
  const { t } = useAppWords();
  return (
    <Alert tone="info" title={t('programs.limit.title')} data-testid="program-limit-notice">
      <p>{t('programs.limit.notice', { plan: limit.planName, count: limit.maxActive })}</p>
      <Link
        to="/subscription"
        className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t('programs.viewPlans')}
        <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </Alert>
  );
}
