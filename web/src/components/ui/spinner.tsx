import { cn, unlessNamed } from '../../lib/cn.ts';

type SpinnerProps = { className?: string /** Accessible name; omit for a decorative spinner. */; label?: string };

export function Spinner({ className, label }: SpinnerProps) {
  // The caller's size replaces the default one; the colour is the text's around it.
  const classes = cn('animate-spin', unlessNamed(className, /(^|\s)size-/, 'size-5'), className);
  const shapes = (
    <>
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </>
  );
  if (!label) {
    return (
      <svg className={classes} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        {shapes}
      </svg>
    );
  }
  return (
    <svg className={classes} viewBox="0 0 24 24" fill="none" role="img" aria-label={label}>
      {shapes}
    </svg>
  );
}
