import { z } from 'zod';

/** The one error shape every API error uses. */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;

const ACRONYMS = new Set(['api', 'sms', 'url', 'id', 'qr', 'pin']);

/**
 * What a person reads when a value breaks a rule that has no message of its own (a wrong type, a field the form
 * never sends): the field's name in words, never the validator's English ("Invalid input: expected string…").
 */
export function checkFieldMessage(path: readonly PropertyKey[]): string {
  const field = path
    .filter((key): key is string => typeof key === 'string')
    .flatMap((key) =>
      key
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[\s_]+/),
    )
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
    .join(' ');
  return field ? `Check the ${field} field and try again` : 'Check the form and try again';
}
