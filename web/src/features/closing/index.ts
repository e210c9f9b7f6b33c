/** The closing feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { CloseBusinessCard } from './close-business-card.tsx';
export { ClosedScreen } from './closed-screen.tsx';
