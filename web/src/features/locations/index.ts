/** The locations feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { atLocationLimit } from './location-limit.ts';
export { LocationLimitNotice } from './location-limit-notice.tsx';
export { locationFieldMessage, locationRefusal } from './location-refusals.ts';
export { LocationsCard } from './locations-card.tsx';
export { NEW_LOCATION, newLocationProblem } from './new-location-problem.ts';
export { planLimitOf } from './plan-limit-of.ts';
