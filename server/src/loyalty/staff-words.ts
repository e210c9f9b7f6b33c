import { APP_ENGLISH, ENGLISH, type TAppTranslator, type TTranslator } from '@regulars/contracts';

/**
 * What a reader of the counter's answers is spoken to in (issue 52): the programs' descriptions (the customers'
 * catalogue) and the actions' lines (the app's, contracts' sayLines). The counter's are its staff's language; the
 * API's English.
 */
export type TStaffWords = { programs: TTranslator; lines: TAppTranslator };
export const ENGLISH_STAFF_WORDS: TStaffWords = { programs: ENGLISH, lines: APP_ENGLISH };

/** getStanding's words for a reader: the programs' descriptions and the last action's lines. */
export const standingWords = (words: TStaffWords) => ({ translator: words.programs, say: words.lines });
