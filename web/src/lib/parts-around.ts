/** Stands where a sentence's link (or bold date, or name) goes while it is written; no translation has it. */
const MARK = '\u{E000}';

/**
 * A sentence in two around the place of one of its values, to set markup there (a link, a bold date) wherever the
 * language puts it: `(link) => t('counter.programs.createOne', { link })` gives ['Create one on the ', ' to start…'].
 */
export function partsAround(sentence: (mark: string) => string): [before: string, after: string] {
  const [before = '', after = ''] = sentence(MARK).split(MARK);
  return [before, after];
}
