import { MultipliersCard } from '../features/multipliers/index.ts';
import { ProgramsScreen } from '../features/programs/index.ts';

export function ProgramsPage() {
  return (
    <div className="space-y-6">
      <ProgramsScreen />
      <MultipliersCard />
    </div>
  );
}
