import { useAppWords } from '../../../lib/app-words.tsx';
import { PlaceholderNote } from './placeholder-note.tsx';
import { aroundSlot } from './template-words.ts';

/** Unknown placeholders are sent as typed: say which, so a typo is caught before a customer sees the braces. */
export function PlaceholderWarning({ unknown }: { unknown: string[] }) {
  const { t } = useAppWords();
  if (unknown.length === 0) return null;
  const { before, after } = aroundSlot((tokens) =>
    t('templates.placeholders.unknown', { count: unknown.length, tokens }),
  );
  return <PlaceholderNote testId="placeholder-warning" tokens={unknown} separator=", " before={before} after={after} />;
}
