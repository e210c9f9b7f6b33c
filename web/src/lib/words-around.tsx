import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A message with elements inside it (a link, a name in bold, a header in code): each of `parts` stands where the
 * message puts its argument, so every language orders the sentence its own way. `say` is the message with its
 * arguments filled in: `(values) => t('key', values)`.
 */
export function wordsAround(say: (values: Record<string, string>) => string, parts: Record<string, ReactNode>) {
  const names = Object.keys(parts);
  const text = say(Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`])));
  return text.split(new RegExp(`${MARK}(\\d+)${MARK}`)).map((piece, i) => (
    // Odd pieces are the parts' places, even ones the words between them.
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message, in its fixed order.
    <Fragment key={i}>{i % 2 === 1 ? parts[names[Number(piece)]!] : piece}</Fragment>
  ));
}
