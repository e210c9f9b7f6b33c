/** The data-export feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { DataExportCard } from './data-export-card.tsx';
