import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldClasses } from './input.tsx';

type SelectProps = ComponentProps<'select'> & {
  /** Classes of the wrapper (its width); the select fills it. */
  wrapperClassName?: string;
  /** A small icon drawn inside the field, before the chosen option. */
  icon?: ReactNode;
};

/** The browser's own select, drawn as our fields are, with a chevron (native: right on phones and for screen readers). */
export function Select({ wrapperClassName, icon, className, children, ...props }: SelectProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      {icon && (
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-gray-400 [&>svg]:size-4">
          {icon}
        </span>
      )}
      <select className={cn(fieldClasses, 'h-10 appearance-none pr-8', icon && 'pl-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-gray-400"
        aria-hidden
      />
    </div>
  );
}
