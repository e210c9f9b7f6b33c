/** The loyalty feature's public face: pages and other features import it from here, never from its files (biome.json). */

export { counterRefusal } from './counter-refusal.ts';
export { CounterScreen } from './counter-screen.tsx';
export { CustomerAvatar } from './customer-avatar.tsx';
export { DiscountProgress } from './discount-progress.tsx';
export { PointsTotals } from './points-totals.tsx';
export { StampProgress } from './stamp-progress.tsx';
export { nextTierLabel, progressLabel } from './standing-labels.ts';
export { StatTile } from './stat-tile.tsx';
export { StatusProgress } from './status-progress.tsx';
export { summaryFigures } from './summary-figures.ts';
