/** The analytics domain's public face: other domains import it from here, never from its files (biome.json). */

export { analyticsRange, windowsOf } from './analytics-range.ts';
export { compactRollups } from './compact-rollups.ts';
export { ANALYTICS_JOBS, analyticsJobSpecs } from './jobs.ts';
export { rebuildRollups } from './rebuild-rollups.ts';
export { queueRhythmRefreshes, refreshBusinessRhythms } from './refresh-rhythms.ts';
