/** The multipliers domain's public face: other domains import it from here, never from its files (biome.json). */
export {
  applicableMultipliers,
  categoryBonuses,
  type TMultiplierSet,
  type TStoredMultiplier,
} from './applicable-multipliers.ts';
export { createMultiplier } from './create-multiplier.ts';
export { listMultipliers } from './list-multipliers.ts';
export { toMultiplierRule } from './read-multipliers.ts';
