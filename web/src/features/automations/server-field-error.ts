import { ApiError } from '../../api/client.ts';

/** The form field a server refusal names (its details are `{ field: [messages] }`), if it is one of `fields`. */
export function serverFieldError<T extends string>(error: unknown, fields: readonly T[]): T | null {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return null;
  const named = Object.keys(error.details).find((key) => fields.includes(key as T));
  return (named as T | undefined) ?? null;
}
