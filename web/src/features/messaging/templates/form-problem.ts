import { TEMPLATE_MESSAGES } from '@regulars/contracts';
import type { FieldErrors } from 'react-hook-form';

/** What the editor's red box says: the first broken rule (in field order), else why the save failed. */
export function formProblem(
  errors: FieldErrors,
  order: readonly string[],
  failure: string | null,
): { title?: string; message: string } | null {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return { message };
  }
  if (!failure) return null;
  return failure === TEMPLATE_MESSAGES.saveFailed
    ? { message: failure }
    : { title: TEMPLATE_MESSAGES.saveFailed, message: failure };
}
