import type { TAppMessageKey } from './i18n/app/en.ts';
import { APP_ENGLISH, type TAppTranslator } from './i18n/app/english.ts';
import { isHeldChange } from './loyalty.ts';

/**
 * One line of what a counter action did, as the ledger keeps it (transactions.summary): a message of the app's
 * catalogue and its values ('changes.stamp', { stamp: 7, required: 10 }), so that each reader sees it in their
 * language (issue 52). A value can itself be a line (a held earn's lead and reason) or a list of lines (what an undo
 * took back). Rows written before issue 52 hold English strings: they are read as they are.
 */
export type TChangeLine = string | { key: TAppMessageKey; values?: Record<string, TLineValue> };
export type TLineList = { list: TChangeLine[]; separator: string };
export type TLineValue = string | number | TChangeLine | TLineList;

export const line = (key: TAppMessageKey, values?: Record<string, TLineValue>): TChangeLine => ({ key, values });
export const lineList = (list: TChangeLine[], separator = ', '): TLineList => ({ list, separator });

const HELD_KEYS: readonly TAppMessageKey[] = ['changes.held', 'changes.heldIn'];

/** Whether a line is a warning (a guard held an earn back: the visit itself still counts), not something earned. */
export function isHeldLine(change: TChangeLine): boolean {
  return typeof change === 'string' ? isHeldChange(change) : HELD_KEYS.includes(change.key);
}

/** One line in a reader's words (English by default: the API's, webhooks', a data export's). */
export function sayLine(change: TChangeLine, say: TAppTranslator = APP_ENGLISH): string {
  if (typeof change === 'string') return change;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(change.values ?? {})) {
    values[name] =
      typeof value !== 'object'
        ? value
        : 'list' in value
          ? value.list.map((part) => sayLine(part, say)).join(value.separator)
          : sayLine(value, say);
  }
  return say.t(change.key, values);
}

/** An action's lines in a reader's words: all of them (`changes`, as the API has always said), and the warnings. */
export function sayLines(
  lines: readonly TChangeLine[] | null | undefined,
  say: TAppTranslator = APP_ENGLISH,
): { changes: string[]; warnings: string[] } {
  const all = lines ?? [];
  return {
    changes: all.map((change) => sayLine(change, say)),
    warnings: all.filter(isHeldLine).map((change) => sayLine(change, say)),
  };
}
