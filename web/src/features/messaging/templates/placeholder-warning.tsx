import { PlaceholderNote } from './placeholder-note.tsx';

/** Unknown placeholders are sent as typed: say which, so a typo is caught before a customer sees the braces. */
export function PlaceholderWarning({ unknown }: { unknown: string[] }) {
  if (unknown.length === 0) return null;
  return (
    <PlaceholderNote
      testId="placeholder-warning"
      tokens={unknown}
      separator=", "
      before={unknown.length === 1 ? 'Unknown placeholder ' : 'Unknown placeholders '}
      after=" will be sent as typed."
    />
  );
}
