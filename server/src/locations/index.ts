/** The locations domain's public face: other domains import it from here, never from its files (biome.json). */
export { createLocation } from './create-location.ts';
export { findLocationFor } from './find-location.ts';
export { listLocations } from './list-locations.ts';
