import { AnalyticsView } from '../features/analytics/analytics-view.tsx';

export function AnalyticsPage() {
  return <AnalyticsView />;
}
