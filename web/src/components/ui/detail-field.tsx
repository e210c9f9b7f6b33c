import type { ReactNode } from 'react';

/** One labelled value in a details view (a <dl> of them): small grey label, the value under it. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}
