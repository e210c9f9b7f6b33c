import {
  describeProgram,
  type TLibraryDifference,
  type TLibraryProgram,
  type TProgramTypeAndConfig,
  type TTranslator,
} from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';
import { PROGRAM_TYPE_WORDS } from '../programs/index.ts';

/**
 * What differs between the library's program and a client's, as lines a person reads: each difference once for the
 * library and once for the client ("Library: Collect 10 stamps for a free coffee" / "This client: Collect 8 stamps
 * for a free coffee"), and "Other settings differ" when the rules read alike but a setting is not the same. The rules
 * are worded by `describeProgram` in the customers' catalogue of the same language, in the client's money.
 */
export function differenceLines(
  words: TAppWords,
  programWords: TTranslator,
  library: TLibraryProgram,
  difference: TLibraryDifference,
): string[] {
  const { t } = words;
  const client = difference.client;
  if (!client) return [];
  const lines: string[] = [];
  const pair = (ours: string, theirs: string) => {
    lines.push(t('clients.library.lineLibrary', { text: ours }), t('clients.library.lineClient', { text: theirs }));
  };
  const described = (program: TLibraryProgram) => program.description.trim() || t('clients.library.noDescription');
  // The server sends each side's config as stored and read through its type's schema.
  const rules = (program: TLibraryProgram) =>
    describeProgram(
      { type: program.type, config: program.config } as unknown as TProgramTypeAndConfig,
      difference.money,
      programWords,
    );
  for (const about of difference.differences) {
    if (about === 'type') pair(t(PROGRAM_TYPE_WORDS[library.type].name), t(PROGRAM_TYPE_WORDS[client.type].name));
    else if (about === 'description') pair(described(library), described(client));
    else if (about === 'rules') pair(rules(library), rules(client));
    else lines.push(t('clients.library.otherSettings'));
  }
  return lines;
}
