import { cn } from '../../lib/cn.ts';

/**
 * A business's own mark in place of the platform's (issue 53): its logo, else its initial on a tile in its colour,
 * beside its name.
 */
export function CompanyMark({
  name,
  logoUrl,
  className,
  testId,
}: {
  name: string;
  logoUrl: string | null | undefined;
  className?: string;
  testId?: string;
}) {
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2.5', className)} data-testid={testId}>
      {logoUrl ? (
        <img src={logoUrl} alt="" className="h-8 w-auto max-w-40 object-contain" />
      ) : (
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-sm font-bold text-white"
          aria-hidden
        >
          {name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <span className="truncate text-lg font-semibold tracking-tight text-gray-900">{name}</span>
    </span>
  );
}
