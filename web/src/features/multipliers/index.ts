/** The multipliers feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { MultipliersCard } from './multipliers-card.tsx';
