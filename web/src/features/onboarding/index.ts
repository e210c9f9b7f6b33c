/** The onboarding feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { GettingStartedCard } from './getting-started-card.tsx';
