import { describeProgram, ENGLISH, type TMoney, type TProgram, type TTranslator } from '@regulars/contracts';

/**
 * What a sign promises: the business's first active program in words ("Collect 10 stamps for a free latte"), the
 * one it has offered longest, in `words`' language; null with none active (the sign then promises nothing it cannot
 * keep).
 */
export function signRewardLine(programs: TProgram[], money: TMoney, words: TTranslator = ENGLISH): string | null {
  const first = programs.filter((p) => p.status === 'active').sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  return first ? describeProgram(first, money, words) : null;
}

/** The short link as a sign prints it, split in two for reading aloud: 'regulars.example.com/j/ABCD-2345'. */
export function signShortLink(shortUrl: string): string {
  const bare = shortUrl.replace(/^https?:\/\//, '');
  const cut = bare.lastIndexOf('/') + 1;
  const code = bare.slice(cut);
  return `${bare.slice(0, cut)}${code.slice(0, 4)}-${code.slice(4)}`;
}
