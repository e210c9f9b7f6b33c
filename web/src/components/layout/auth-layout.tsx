import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo, PRODUCT_NAME } from '../ui/logo.tsx';

/** What the brand panel says: a line above, a headline, a sentence and a few ticked points. */
export type TAuthPanel = { eyebrow: string; title: string; text: string; points: readonly string[] };

const BUSINESS_PANEL: TAuthPanel = {
  eyebrow: PRODUCT_NAME,
  title: 'Turn first-time visitors into regulars.',
  text: 'The loyalty platform built for coffee shops, salons, restaurants and every small business in between.',
  points: [
    'Points, stamp cards, rebate codes, discounts and free items',
    'Customers join by scanning a QR code — no app to install',
    'SMS and email campaigns that bring people back',
  ],
};

/** Form on the left, brand panel on the right (hidden on small screens). */
export function AuthLayout({ children, panel = BUSINESS_PANEL }: { children: ReactNode; panel?: TAuthPanel }) {
  return (
    <div className="flex min-h-dvh bg-white">
      <div className="flex w-full flex-col px-6 py-6 sm:px-10 lg:w-[40rem] lg:shrink-0 lg:px-16">
        <header>
          <Link to="/" className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-brand-600">
            <Logo />
          </Link>
        </header>
        <main className="flex flex-1 flex-col justify-center py-10">
          <div className="mx-auto w-full max-w-sm">{children}</div>
        </main>
      </div>
      <aside className="relative hidden flex-1 overflow-hidden bg-brand-950 lg:flex lg:flex-col lg:justify-center">
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,var(--color-brand-600)_0,transparent_45%),radial-gradient(circle_at_80%_70%,var(--color-violet-600)_0,transparent_40%)] opacity-70"
          aria-hidden
        />
        <div
          className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.06)_1px,transparent_1px)] bg-[size:48px_48px]"
          aria-hidden
        />
        <div className="relative mx-auto max-w-md px-12">
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{panel.eyebrow}</p>
          <h2 className="mt-3 text-3xl font-semibold tracking-tight text-white">{panel.title}</h2>
          <p className="mt-4 text-base text-brand-100/80">{panel.text}</p>
          <ul className="mt-8 space-y-4">
            {panel.points.map((point) => (
              <li key={point} className="flex gap-3 text-sm text-brand-50">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
