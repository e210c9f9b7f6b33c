import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

/** The plan has no room for another location: how many it includes, and where to get more. */
export function LocationLimitNotice({ max, className }: { max: number; className?: string }) {
  const { t } = useAppWords();
  return (
    <Alert tone="info" title={t('company.locations.limitTitle')} className={className} data-testid="location-limit">
      <p>{t('company.locations.limit', { count: max })}</p>
      <Link
        to="/subscription"
        className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t('company.locations.viewPlans')}
        <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </Alert>
  );
}
