import { cn } from '../../lib/cn.ts';
import { initials } from '../../lib/initials.ts';

/** The customer's initials in a circle. */
export function CustomerAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700',
        className,
      )}
      aria-hidden
    >
      {initials(name, '?')}
    </span>
  );
}
