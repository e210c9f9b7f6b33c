import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** An amber note under a message's text about some of its placeholders, each shown as typed. */
export function PlaceholderNote({
  testId,
  tokens,
  separator,
  before,
  after,
}: {
  testId: string;
  tokens: string[];
  separator: string;
  before?: ReactNode;
  after: ReactNode;
}) {
  return (
    <p
      role="status"
      data-testid={testId}
      className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900"
    >
      <TriangleAlert className="mt-px size-3.5 shrink-0 text-amber-500" aria-hidden />
      <span>
        {before}
        {tokens.map((token, i) => (
          <span key={token}>
            {i > 0 && separator}
            <code className="rounded bg-amber-100 px-1 font-mono">{token}</code>
          </span>
        ))}
        {after}
      </span>
    </p>
  );
}
