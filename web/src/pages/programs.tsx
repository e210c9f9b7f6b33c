import { MultipliersCard } from '../features/multipliers/index.ts';
import { ProgramsScreen } from '../features/programs/index.ts';
import { ReferralsCard } from '../features/referrals/index.ts';
import { StatusTiersCard } from '../features/status-tiers/index.ts';

export function ProgramsPage() {
  return (
    <div className="space-y-6">
      <ProgramsScreen />
      <MultipliersCard />
      <StatusTiersCard />
      <ReferralsCard />
    </div>
  );
}
