import type { TCustomerStanding } from '@regulars/contracts';
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { partsAround } from '../../../lib/parts-around.ts';
import { ProgramProgressCard } from './program-progress-card.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The customer's progress in every active program; skeleton cards while it loads. */
export function ProgramsSection({ standing }: { standing: TCustomerStanding | undefined }) {
  const { t } = useAppWords();
  const [before, after] = partsAround((link) => t('customerDetail.programs.createOne', { link }));
  return (
    <section aria-labelledby="customer-programs" className="space-y-3">
      <SectionHeading id="customer-programs" title={t('customerDetail.programs.title')} />
      {!standing ? (
        <div className="grid gap-4 md:grid-cols-2" role="status" aria-label={t('customerDetail.programs.loading')}>
          {[0, 1].map((i) => (
            <div key={i} className="h-48 animate-pulse rounded-xl border border-gray-200 bg-white" />
          ))}
        </div>
      ) : standing.programs.length === 0 ? (
        <Card>
          <EmptyState
            icon={Gift}
            title={t('customerDetail.programs.none')}
            description={
              <>
                {before}
                <Link to="/programs" className="font-medium text-brand-600 underline-offset-4 hover:underline">
                  {t('customerDetail.programs.page')}
                </Link>
                {after}
              </>
            }
          />
        </Card>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {standing.programs.map((program) => (
            <ProgramProgressCard key={program.id} program={program} />
          ))}
        </div>
      )}
    </section>
  );
}
