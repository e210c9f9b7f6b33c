/** Stands where a sentence's link goes while it is written; no translation has it. */
const MARK = '\u{E000}';

/**
 * A sentence in two around the place of its `{link}`, to set a link there in the markup: `(link) =>
 * t('counter.programs.createOne', { link })` gives ['Create one on the ', ' to start rewarding …'].
 */
export function partsAround(sentence: (mark: string) => string): [before: string, after: string] {
  const [before = '', after = ''] = sentence(MARK).split(MARK);
  return [before, after];
}
