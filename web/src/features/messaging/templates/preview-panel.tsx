import type { ReactNode } from 'react';

/** The right-hand column of an editor: what the sample customer would receive. */
export function PreviewPanel({ children }: { children: ReactNode }) {
  return (
    <section aria-label="Preview" className="flex min-w-0 flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-sm font-medium text-gray-700">Preview</h3>
        <p className="text-xs text-gray-500">For Sam Lee · 120 points</p>
      </div>
      {children}
    </section>
  );
}
