import type { ReactNode } from 'react';

/** A titled part of the portal ('Your Loyalty Programs', 'Your Rewards'), with an optional note on the right. */
export function PortalSection({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold tracking-tight text-gray-900">
          {title}
        </h2>
        {aside && <p className="text-sm font-medium text-gray-500">{aside}</p>}
      </div>
      {children}
    </section>
  );
}
