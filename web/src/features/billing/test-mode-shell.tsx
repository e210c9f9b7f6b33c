import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../components/ui/logo.tsx';

/** The frame of the built-in checkout and portal: clearly a test, styled like a hosted payment page. */
export function TestModeShell({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      {/* The page's banner landmark: a screen reader meets the warning before the payment form. */}
      <header className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-1.5 text-xs font-semibold text-amber-950">
        <FlaskConical className="size-3.5" aria-hidden />
        TEST MODE · No real payment is taken. Stripe is not configured on this server.
      </header>
      <div className="mx-auto grid w-full max-w-5xl flex-1 lg:grid-cols-2">
        <aside className="bg-gradient-to-br from-brand-700 to-violet-700 px-6 py-10 text-white sm:px-10 lg:py-16">
          <Logo inverted />
          <div className="mt-10">{aside}</div>
        </aside>
        <main className="bg-white px-6 py-10 sm:px-10 lg:py-16">{children}</main>
      </div>
    </div>
  );
}
