/** The tiers domain's public face: other domains import it from here, never from its files (biome.json). */
export { findFreeTier } from './find-free-tier.ts';
export { toTier } from './list-tiers.ts';
export { supportRequestsOn, withSupportSwitch, writeSupportRequestsOn } from './support-switch.ts';
