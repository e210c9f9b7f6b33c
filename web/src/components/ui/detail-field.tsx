import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** One labelled value in a details view (a <dl> of them): small grey label, the value under it. */
// The <div> groups its <dt> and <dd> as a <dl>'s direct child: a layout class goes on it, not on another wrapper.
export function DetailField({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}
