import { ProgramsScreen } from '../features/programs/index.ts';

export function ProgramsPage() {
  return <ProgramsScreen />;
}
