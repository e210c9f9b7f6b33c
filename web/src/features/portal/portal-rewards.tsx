import type { TReward } from '@regulars/contracts';
import { Gift } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import type { TZone } from '../../lib/format-date.ts';
import { useWords } from '../../lib/words.tsx';
import { keepEarningLine, rewardsToShow, type TCollects } from './portal-labels.ts';
import { PortalRewardCard } from './portal-reward-card.tsx';
import { PortalSection } from './portal-section.tsx';

/** 'Your Rewards': the ones to use first, then those used or expired. */
export function PortalRewards({
  rewards,
  zone,
  collects,
}: {
  rewards: readonly TReward[];
  zone: TZone;
  collects: TCollects;
}) {
  const words = useWords();
  const shown = rewardsToShow(rewards);
  const available = shown.filter((reward) => reward.status === 'earned').length;
  return (
    <PortalSection
      id="portal-rewards"
      title={words.t('portal.yourRewards')}
      aside={available > 0 ? words.t('portal.available', { count: available }) : undefined}
    >
      {shown.length === 0 ? (
        <Card>
          <EmptyState icon={Gift} title={words.t('portal.noRewards')} description={keepEarningLine(collects, words)} />
        </Card>
      ) : (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {shown.map((reward) => (
            <PortalRewardCard key={reward.id} reward={reward} zone={zone} />
          ))}
        </div>
      )}
    </PortalSection>
  );
}
