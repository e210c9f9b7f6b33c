/** The two-step feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { TwoStepCard } from './two-step-card.tsx';
