/** The status tiers feature's public face: pages and other features import it from here, never from its files. */
export { StatusTiersCard } from './status-tiers-card.tsx';
