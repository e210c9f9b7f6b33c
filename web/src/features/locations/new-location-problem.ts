import { ZCreateLocation } from '@regulars/contracts';

/** The select's value for "New location…": no id of ours looks like it. */
export const NEW_LOCATION = 'new';

/** Why a new location's name would be refused (the contract's words), or null when it is fine. */
export function newLocationProblem(name: string): string | null {
  const result = ZCreateLocation.shape.name.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
