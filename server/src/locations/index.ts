/** The locations domain's public face: other domains import it from here, never from its files (biome.json). */
export { findLocationFor } from './find-location.ts';
