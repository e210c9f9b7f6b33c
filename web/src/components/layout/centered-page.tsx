import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../ui/logo.tsx';

/**
 * A single centred column with the logo on top, for public one-off screens. `mark` replaces the platform's linked logo
 * (a white-label business's own mark), or `false` leaves the place empty while it is not known yet; `style` carries a
 * business's colours.
 */
export function CenteredPage({
  children,
  mark,
  style,
}: {
  children: ReactNode;
  mark?: ReactNode | false;
  style?: CSSProperties;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50" style={style}>
      {/* As tall with or without its mark: the column does not move when the mark arrives. */}
      <header className="min-h-17 px-6 py-5">
        {mark === undefined ? (
          <Link to="/" className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-brand-600">
            <Logo />
          </Link>
        ) : (
          mark
        )}
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:pt-16">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
