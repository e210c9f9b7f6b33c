import type { TPortalProgram } from '@regulars/contracts';
import { Sparkles } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import type { TZone } from '../../lib/format-date.ts';
import { useWords } from '../../lib/words.tsx';
import { PortalProgramCard } from './portal-program-card.tsx';
import { PortalSection } from './portal-section.tsx';

/** 'Your Loyalty Programs': a card per program, active and paused alike. */
export function PortalPrograms({ programs, zone }: { programs: readonly TPortalProgram[]; zone: TZone }) {
  const { t } = useWords();
  return (
    <PortalSection id="portal-programs" title={t('portal.yourPrograms')}>
      {programs.length === 0 ? (
        <Card>
          <EmptyState icon={Sparkles} title={t('portal.noPrograms')} description={t('portal.noProgramsBody')} />
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {programs.map((program) => (
            <PortalProgramCard key={program.id} program={program} zone={zone} />
          ))}
        </div>
      )}
    </PortalSection>
  );
}
