import {
  CUSTOMER_MESSAGES,
  IMPORT_MESSAGES,
  IMPORT_OVER_LIMIT_ROW,
  IMPORT_UNDO_MESSAGES,
  importLimitMessage,
  stampsBalanceMessage,
} from '@regulars/contracts';
import { messageIn, type TKnownMessages } from '../../../lib/app-refusal.ts';
import type { TAppWords } from '../../../lib/app-words.tsx';
import { formatCountIn } from '../../../lib/format-number.ts';
import { GENERAL_KNOWN } from '../customers-refusals.ts';

/** A failed row's reason when the browser has none from the server (use-csv-import.ts). */
export const IMPORT_FAILED = 'Import failed';

/**
 * What the file check, the rows' checks and the server may say of an import, word for word (the contracts' messages;
 * the customer contract's where the import reuses them), with the keys that say it in the user's language.
 */
export const IMPORT_KNOWN = {
  ...GENERAL_KNOWN,
  [IMPORT_MESSAGES.notCsv]: 'customers.import.problem.notCsv',
  [IMPORT_MESSAGES.tooLarge]: 'customers.import.problem.tooLarge',
  [IMPORT_MESSAGES.empty]: 'customers.import.problem.empty',
  [IMPORT_MESSAGES.readFailed]: 'customers.import.problem.readFailed',
  [IMPORT_MESSAGES.emailOrPhone]: 'customers.import.problem.emailOrPhone',
  [IMPORT_MESSAGES.invalidEmail]: 'customers.import.problem.invalidEmail',
  [IMPORT_MESSAGES.invalidBirthday]: 'customers.import.problem.invalidBirthday',
  [IMPORT_MESSAGES.noValidRows]: 'customers.import.problem.noValidRows',
  [IMPORT_MESSAGES.unsavableCharacters]: 'customers.import.problem.unsavable',
  [IMPORT_MESSAGES.rowFailed]: 'customers.import.problem.rowFailed',
  [IMPORT_MESSAGES.pointsBalance]: 'customers.import.problem.pointsBalance',
  [IMPORT_MESSAGES.programGone]: 'customers.import.problem.programGone',
  [IMPORT_MESSAGES.lifetimePoints]: 'customers.import.problem.lifetimePoints',
  [IMPORT_MESSAGES.visits]: 'customers.import.problem.visits',
  [IMPORT_MESSAGES.memberSince]: 'customers.import.problem.memberSince',
  [IMPORT_MESSAGES.twoCustomers]: 'customers.import.problem.twoCustomers',
  [IMPORT_MESSAGES.importGone]: 'customers.import.problem.importGone',
  [CUSTOMER_MESSAGES.invalidPhone]: 'customers.import.problem.invalidPhone',
  [CUSTOMER_MESSAGES.duplicatePhone]: 'customers.import.problem.duplicatePhone',
  [CUSTOMER_MESSAGES.duplicateEmail]: 'customers.import.problem.duplicateEmail',
  [CUSTOMER_MESSAGES.idFailed]: 'customers.import.problem.idFailed',
  [IMPORT_OVER_LIMIT_ROW]: 'customers.import.problem.overLimit',
  [IMPORT_FAILED]: 'customers.import.problem.failed',
} as const satisfies TKnownMessages;

/** Undoing an import: what the server may refuse it with. */
export const UNDO_KNOWN = {
  ...GENERAL_KNOWN,
  [IMPORT_UNDO_MESSAGES.notFound]: 'customers.undo.notFound',
  [IMPORT_UNDO_MESSAGES.alreadyUndone]: 'customers.undo.alreadyUndone',
  [IMPORT_UNDO_MESSAGES.tooLate]: 'customers.undo.tooLate',
} as const satisfies TKnownMessages;

/** A contracts' message with figures as a pattern that reads them back: `sample` written with `figures`. */
function patternOf(sample: string, figures: string[]): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let source = literal(sample);
  for (const figure of figures) source = source.replace(literal(figure), '(\\d[\\d,]*)');
  return new RegExp(`^${source}$`);
}

const STAMPS = patternOf(stampsBalanceMessage(9001), ['9000']);
const PLAN_LIMIT = patternOf(importLimitMessage(9001, 9002, 9003), ['9001', '9002', '9003']);
// One customer 'has', more 'have'.
const UNDO_USED = [
  patternOf(IMPORT_UNDO_MESSAGES.used(1), ['1']),
  patternOf(IMPORT_UNDO_MESSAGES.used(9001), ['9,001']),
];

const numberOf = (text: string | undefined) => Number((text ?? '').replaceAll(',', ''));

/** A message with figures, in another language than English; null when it is none. */
function figuredIn(words: TAppWords, message: string): string | null {
  const n = (text: string | undefined) => formatCountIn(numberOf(text), words.locale);
  const stamps = STAMPS.exec(message);
  if (stamps) return words.t('customers.import.problem.stamps', { max: n(stamps[1]) });
  const limit = PLAN_LIMIT.exec(message);
  if (limit) {
    const [current, attempting, plan] = [limit[1], limit[2], limit[3]].map(n);
    return words.t('customers.import.problem.planLimit', { current, attempting, limit: plan });
  }
  const used = UNDO_USED.map((pattern) => pattern.exec(message)).find(Boolean);
  if (used) return words.t('customers.undo.used', { count: numberOf(used[1]) });
  return null;
}

/**
 * An import's problem (a row's, the file's or the server's refusal) in the user's language: in English as written,
 * else its words, or `fallback` rather than a stray English sentence.
 */
export function importProblemIn(
  words: TAppWords,
  message: string | null | undefined,
  fallback:
    | 'customers.import.problem.rowFailed'
    | 'customers.import.problem.failed' = 'customers.import.problem.rowFailed',
): string {
  const figured = message && words.language !== 'en' ? figuredIn(words, message) : null;
  return figured ?? messageIn(words, message, IMPORT_KNOWN, fallback);
}

/** Why undoing an import was refused, in the user's language. */
export function undoRefusal(words: TAppWords, error: unknown): string {
  const message = error instanceof Error ? error.message : null;
  const figured = message && words.language !== 'en' ? figuredIn(words, message) : null;
  return figured ?? messageIn(words, message, UNDO_KNOWN, 'customers.undo.failed');
}
