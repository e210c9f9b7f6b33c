import type { TJobSpec } from '../jobs/queue.ts';

export const LIBRARY_JOBS = { apply: 'agency.library-apply' } as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** Adds a library item to the clients an addition lists, one after the other (run-library-apply.ts). Ids only. */
    [LIBRARY_JOBS.apply]: { agencyId: string; applyId: string };
  }
}

export const libraryJobSpecs: TJobSpec[] = [
  // Each client's outcome is written as it is reached: a retry goes on from the first one still pending.
  { name: LIBRARY_JOBS.apply },
];
