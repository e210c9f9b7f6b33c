import { cn } from '../../lib/cn.ts';

/** The product's name: the same in every language. */
export const PRODUCT_NAME = 'Regulars';

/** The Regulars wordmark. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className={inverted ? 'fill-white' : 'fill-brand-600'} />
        <path
          d="M11 23V9h6.2a4.3 4.3 0 0 1 1.3 8.4L22 23h-3.6l-3.1-5.3H14.2V23zm3.2-8.1h2.8a1.6 1.6 0 0 0 0-3.2h-2.8z"
          className={inverted ? 'fill-brand-600' : 'fill-white'}
        />
      </svg>
      <span className={cn('text-lg', inverted ? 'text-white' : 'text-gray-900')}>{PRODUCT_NAME}</span>
    </span>
  );
}
