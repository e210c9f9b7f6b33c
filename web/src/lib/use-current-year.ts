import { useSyncExternalStore } from 'react';

/** The year the build ran, which the prerendered landing page shows (vite.config.ts defines it). */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

const noSubscription = () => () => {};

/**
 * This year. While React takes over the prerendered landing page it is the build's year, as in that HTML (a
 * different text would be a hydration error), and the year of the browser's clock right after.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
