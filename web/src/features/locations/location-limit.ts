import type { TLocationList } from '@regulars/contracts';

/** Whether one more location would go over the plan's max_locations (-1 is unlimited). */
export const atLocationLimit = (limit: TLocationList['limit'] | undefined): boolean =>
  limit !== undefined && limit.max !== -1 && limit.used >= limit.max;
