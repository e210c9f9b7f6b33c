import { Children, type ComponentProps, cloneElement, isValidElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

const variants = {
  primary:
    'bg-brand-600 text-white shadow-sm shadow-brand-600/20 hover:bg-brand-700 focus-visible:outline-brand-600 disabled:bg-brand-400',
  secondary:
    'bg-white text-gray-900 shadow-xs ring-1 ring-inset ring-gray-300 hover:bg-gray-50 focus-visible:outline-brand-600 disabled:text-gray-400',
  ghost: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-brand-600 disabled:text-gray-400',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600 disabled:bg-red-400',
  link: 'text-brand-600 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-brand-600 px-0!',
  white: 'bg-white text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
  icon: 'size-10 rounded-lg',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button; pass the busy label as children. */
  loading?: boolean;
  /** Render the single child (e.g. a router Link) with button styles. */
  asChild?: boolean;
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return cn(
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  loading = false,
  asChild = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) return withProps(children, { ...props, className: classes });
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}

/**
 * `asChild`: the single child (a router Link, an anchor) drawn with the button's props; its own props win and the
 * class names join. Radix's Slot does more (merges handlers and refs) than a link styled as a button needs, and
 * would add 1 KB to the public enrolment form (issue 17).
 */
function withProps(children: ReactNode, props: Record<string, unknown> & { className: string }) {
  const child = Children.only(children);
  if (!isValidElement<{ className?: string }>(child)) return null;
  return cloneElement(child, { ...props, ...child.props, className: cn(props.className, child.props.className) });
}
