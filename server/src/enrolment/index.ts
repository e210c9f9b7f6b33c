/** The enrolment domain's public face: other domains import it from here, never from its files (biome.json). */
export { countEnrolmentsToday } from './daily-ceiling.ts';
