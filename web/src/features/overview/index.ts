/** The overview feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { QuickActions } from './quick-actions.tsx';
export { StatCards } from './stat-cards.tsx';
