/** The passkeys feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { PasskeysCard } from './passkeys-card.tsx';
