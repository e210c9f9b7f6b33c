/** The two-step feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { TwoStepCard } from './two-step-card.tsx';
export { TwoStepRequiredScreen } from './two-step-required-screen.tsx';
