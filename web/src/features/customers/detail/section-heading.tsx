import type { ReactNode } from 'react';

/** The title over a section of the detail page, with an optional note or count on the right. */
export function SectionHeading({ id, title, aside }: { id: string; title: string; aside?: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <h2 id={id} className="text-base font-semibold text-gray-900">
        {title}
      </h2>
      {aside && <div className="text-sm text-gray-500">{aside}</div>}
    </div>
  );
}
