import type { ReactNode } from 'react';

/** One part of a settings card: what it is and why it matters on the left (on top on a phone), its fields beside. */
export function SettingsGroup({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-3 px-6 py-5 md:grid-cols-5 md:gap-8">
      <div className="md:col-span-2">
        <h3 className="text-sm font-medium text-gray-900">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-gray-500">{description}</p>
      </div>
      <div className="min-w-0 md:col-span-3">{children}</div>
    </div>
  );
}
