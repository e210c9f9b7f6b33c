import type { TProgramStanding } from '@regulars/contracts';
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { partsAround } from '../../lib/parts-around.ts';
import { useNow } from '../../lib/use-now.ts';
import { ProgramStandingCard } from './program-standing-card.tsx';

/** A card per active program; with none, where to create one. */
export function ProgramStandingList({ customerId, programs }: { customerId: string; programs: TProgramStanding[] }) {
  const { t } = useAppWords();
  // The 'Next stamp available at …' notes go away by themselves once that time has come.
  const now = useNow(
    programs.some((program) => program.nextEarnAt !== null),
    15_000,
  );
  if (programs.length === 0) {
    const [before, after] = partsAround((link) => t('counter.programs.createOne', { link }));
    return (
      <Card>
        <EmptyState
          icon={Gift}
          title={t('counter.programs.none')}
          description={
            <>
              {before}
              <Link to="/programs" className="font-medium text-brand-600 underline-offset-4 hover:underline">
                {t('counter.programs.page')}
              </Link>
              {after}
            </>
          }
        />
      </Card>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {programs.map((program) => (
        <ProgramStandingCard key={program.id} customerId={customerId} program={program} now={now} />
      ))}
    </div>
  );
}
