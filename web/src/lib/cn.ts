import { type ClassValue, clsx } from 'clsx';

/** How conflicting Tailwind utilities are settled: not at all until the signed-in app installs tailwind-merge. */
let settleConflicts: (classes: string) => string = (classes) => classes;

/**
 * Installs tailwind-merge, so a caller's utility overrides a component's own (`<Button className="h-14">`). app.tsx
 * does, before any of its screens draws. The public pages (the landing page and the enrolment form) load without it,
 * about 7 KB gzipped less for a phone (issue 17), and pass no class that conflicts with a component's own:
 * public-pages-classes.test.tsx checks that they draw the same with and without it.
 */
export function settleClassConflictsWith(merge: (classes: string) => string): void {
  settleConflicts = merge;
}

/** Joins class names; once the app has installed tailwind-merge, later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return settleConflicts(clsx(inputs));
}

/** A component's default for one kind of utility (a size, a height), left out when the caller's classes name one. */
export function unlessNamed(className: string | undefined, kind: RegExp, fallback: string): string | undefined {
  return className && kind.test(className) ? undefined : fallback;
}
