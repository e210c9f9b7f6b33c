import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = {
  id: string;
  title: string;
  hint: string;
  error?: string;
  /** A field (the amount) goes under the words on a phone; a switch stays beside them. */
  stacked?: boolean;
  children: ReactNode;
};

/**
 * One rule of the manager's PIN: what it covers (and what is wrong with it) on the left, its switch or amount on the
 * right (a field goes below on a phone).
 */
export function ManagerRuleRow({ id, title, hint, error, stacked = false, children }: Props) {
  return (
    <div
      className={cn(
        'flex gap-3 py-4 sm:items-center sm:justify-between sm:gap-6',
        stacked ? 'flex-col sm:flex-row' : 'items-center justify-between',
      )}
    >
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-gray-900">
          {title}
        </p>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-gray-500">
          {hint}
        </p>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
            {error}
          </p>
        )}
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}
