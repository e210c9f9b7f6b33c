import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../ui/logo.tsx';

/** A single centred column with the logo on top, for public one-off screens. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <header className="px-6 py-5">
        <Link to="/" className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-brand-600">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:pt-16">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
