import { checkFieldMessage } from '@regulars/contracts';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/** Where a form keeps an error that belongs to no field (the server's answer, a Google sign-in failure). */
export const SERVER_ERROR = 'root.server' as const;

/**
 * The one message of a form that shows a single red box: the first invalid field in `order` (said by `say`: a screen
 * in another language passes its own reading of the contract's English), else the server's error (already in the
 * screen's words). react-hook-form drops `root` errors on every submit, so an old server error never outlives the
 * next attempt.
 */
export function formMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
  say: (message: string) => string = (message) => message,
): string | null {
  for (const name of order) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string' && message) return say(message);
  }
  return errors.root?.server?.message ?? null;
}

/**
 * A form's zodResolver parse options: a rule the contract gave no words of its own (a wrong type) reads as the
 * field's name in words, like the server's answer, never as the validator's English. The contract's messages win.
 */
export const IN_OUR_WORDS = {
  error: (issue: { path?: readonly PropertyKey[] }) => checkFieldMessage(issue.path ?? []),
} as const;
