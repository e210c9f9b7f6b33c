import { AnalyticsView } from '../features/analytics/index.ts';

export function AnalyticsPage() {
  return <AnalyticsView />;
}
