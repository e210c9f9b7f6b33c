import type { FieldErrors } from 'react-hook-form';
import type { TAppWords } from '../../../lib/app-words.tsx';
import { templateMessageIn } from './template-refusals.ts';

/**
 * What the editor's red box says, in the user's language: the first broken rule (in field order), else why the save
 * failed (`failure`: the server's message as it came), under the title "Failed to save template".
 */
export function formProblem(
  words: TAppWords,
  errors: FieldErrors,
  order: readonly string[],
  failure: string | null,
): { title?: string; message: string } | null {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return { message: templateMessageIn(words, message) };
  }
  if (!failure) return null;
  const title = words.t('templates.refusal.saveFailed');
  const message = templateMessageIn(words, failure, 'templates.refusal.saveFailed');
  return message === title ? { message } : { title, message };
}
