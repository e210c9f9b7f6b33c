import type { ComponentProps } from 'react';
import { cn, unlessNamed } from '../../lib/cn.ts';

export const fieldClasses = cn(
  'block w-full rounded-lg border-0 bg-white px-3 text-sm text-gray-900 shadow-xs ring-1 ring-inset ring-gray-300',
  'placeholder:text-gray-400 focus:ring-2 focus:ring-inset focus:ring-brand-600 focus:outline-none',
  'disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500',
  'aria-invalid:ring-red-400 aria-invalid:focus:ring-red-500',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  // The caller's height replaces the default one.
  return <input className={cn(fieldClasses, unlessNamed(className, /(^|\s)h-/, 'h-10'), className)} {...props} />;
}
