import { TriangleAlert } from 'lucide-react';

/** Unknown placeholders are sent as typed: say which, so a typo is caught before a customer sees the braces. */
export function PlaceholderWarning({ unknown }: { unknown: string[] }) {
  if (unknown.length === 0) return null;
  return (
    <p
      role="status"
      data-testid="placeholder-warning"
      className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900"
    >
      <TriangleAlert className="mt-px size-3.5 shrink-0 text-amber-500" aria-hidden />
      <span>
        {unknown.length === 1 ? 'Unknown placeholder ' : 'Unknown placeholders '}
        {unknown.map((token, i) => (
          <span key={token}>
            {i > 0 && ', '}
            <code className="rounded bg-amber-100 px-1 font-mono">{token}</code>
          </span>
        ))}
        {unknown.length === 1 ? ' will be sent as typed.' : ' will be sent as typed.'}
      </span>
    </p>
  );
}
