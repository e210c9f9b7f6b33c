import type { ReactNode } from 'react';
import { Logo } from '../../components/ui/logo.tsx';

/**
 * The public enrolment page's frame: a branded band on top, one card, small print at the bottom. While the form
 * loads the small print waits (`footer={false}`): drawn at the foot of the screen, the form arriving above it would
 * push it down, a layout shift (issue 36).
 */
export function PublicFormLayout({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  return (
    <div className="relative flex min-h-dvh flex-col bg-gray-50">
      <div
        className="absolute inset-x-0 top-0 h-56 bg-gradient-to-br from-brand-600 via-brand-600 to-violet-600"
        aria-hidden
      >
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_80%_0%,rgb(255_255_255/0.18),transparent_55%)]" />
      </div>
      <main className="relative mx-auto w-full max-w-md flex-1 px-4 pt-8 pb-10">{children}</main>
      {footer && (
        <footer className="relative flex items-center justify-center gap-1.5 pb-6 text-xs text-gray-500">
          Powered by <Logo className="scale-75 opacity-70" />
        </footer>
      )}
    </div>
  );
}

/** The business's initial in a circle: a friendly stand-in for a logo. */
export function BusinessMark({ name }: { name: string }) {
  return (
    <span className="flex size-14 items-center justify-center rounded-2xl bg-white text-2xl font-bold text-brand-600 shadow-lg shadow-brand-900/20">
      {name.trim().charAt(0).toUpperCase() || '★'}
    </span>
  );
}
