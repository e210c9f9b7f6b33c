import { CircleCheck } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
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

/** The panel's glow: the product's indigo and violet, or a business's colour and its own darker shade. */
const PRODUCT_GLOW =
  'bg-[radial-gradient(circle_at_20%_20%,var(--color-brand-600)_0,transparent_45%),radial-gradient(circle_at_80%_70%,var(--color-violet-600)_0,transparent_40%)]';
const BRANDED_GLOW =
  'bg-[radial-gradient(circle_at_20%_20%,var(--color-brand-600)_0,transparent_45%),radial-gradient(circle_at_80%_70%,var(--color-brand-700)_0,transparent_40%)]';

/**
 * Form on the left, brand panel on the right (hidden on small screens). `mark` replaces the platform's linked logo (a
 * business's own mark on its own domain, issue 53), or `false` keeps the logo's place unseen while whose page it is
 * is not known yet; `style` carries a business's colours (its panel then in them alone, without the product's
 * violet).
 */
export function AuthLayout({
  children,
  panel = BUSINESS_PANEL,
  mark,
  style,
}: {
  children: ReactNode;
  panel?: TAuthPanel;
  mark?: ReactNode | false;
  style?: CSSProperties;
}) {
  return (
    <div className="flex min-h-dvh bg-white" style={style}>
      <div className="flex w-full flex-col px-6 py-6 sm:px-10 lg:w-[40rem] lg:shrink-0 lg:px-16">
        <header>
          {mark === undefined || mark === false ? (
            // Not known yet: the logo's place is kept, unseen, so the form does not move when it shows.
            <Link
              to="/"
              className={cn(
                'inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-brand-600',
                mark === false && 'invisible',
              )}
            >
              <Logo />
            </Link>
          ) : (
            mark
          )}
        </header>
        <main className="flex flex-1 flex-col justify-center py-10">
          <div className="mx-auto w-full max-w-sm">{children}</div>
        </main>
      </div>
      <aside
        className={cn(
          'relative hidden flex-1 overflow-hidden lg:flex lg:flex-col lg:justify-center',
          style ? 'bg-brand-900' : 'bg-brand-950',
        )}
      >
        <div className={cn('absolute inset-0 opacity-70', style ? BRANDED_GLOW : PRODUCT_GLOW)} aria-hidden />
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
