import type { TPublicBrand } from '@regulars/contracts';
import type { ReactNode } from 'react';
import { Logo } from '../../components/ui/logo.tsx';
import { cn } from '../../lib/cn.ts';
import { logoPathOf } from '../../lib/logo-path.ts';
import { bandGradient, brandPalette } from './brand-palette.ts';

/**
 * A customer-facing page's frame (the sign-up form, the unsubscribe and wallet pages): a branded band on top, one
 * card, small print at the bottom. While the page loads the small print waits (`footer={false}`): drawn at the foot of
 * the screen, the card arriving above it would push it down, a layout shift (issue 36). In the business's colours once
 * its brand is known; on a white-label plan without the platform's mark.
 */
export function PublicPageLayout({
  children,
  footer = true,
  brand,
  poweredBy = 'Powered by',
}: {
  children: ReactNode;
  footer?: boolean;
  brand?: TPublicBrand;
  /** The footer's "Powered by" in the page's language (pages not yet translated keep the English). */
  poweredBy?: string;
}) {
  const palette = brandPalette(brand);
  return (
    <div className="relative flex min-h-dvh flex-col bg-gray-50" style={palette}>
      <div
        className={cn(
          'absolute inset-x-0 top-0 h-56 bg-gradient-to-br from-brand-600 via-brand-600',
          bandGradient(palette !== undefined),
        )}
        aria-hidden
      >
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_80%_0%,rgb(255_255_255/0.18),transparent_55%)]" />
      </div>
      <main className="relative mx-auto w-full max-w-md flex-1 px-4 pt-8 pb-10">{children}</main>
      {footer && !brand?.whiteLabel && (
        <footer className="relative flex items-center justify-center gap-1.5 pb-6 text-xs text-gray-500">
          {poweredBy} <Logo className="scale-75 opacity-70" />
        </footer>
      )}
    </div>
  );
}

/** The business's logo on a white tile shaped to it, or its initial: a friendly stand-in until it uploads one. */
export function BusinessMark({ name, logo }: { name: string; logo?: TPublicBrand['logo'] }) {
  if (logo) {
    return (
      // As wide as the logo is at the tile's height (a wordmark stays a wordmark), a square at least, 12rem at most.
      <span className="flex h-14 max-w-48 min-w-14 items-center justify-center overflow-hidden rounded-2xl bg-white p-1.5 shadow-lg shadow-brand-900/20">
        <img
          src={logoPathOf(logo.url)}
          alt={name}
          width={logo.width}
          height={logo.height}
          className="h-full w-auto max-w-full object-contain"
          data-testid="business-logo"
        />
      </span>
    );
  }
  return (
    <span className="flex size-14 items-center justify-center rounded-2xl bg-white text-2xl font-bold text-brand-600 shadow-lg shadow-brand-900/20">
      {name.trim().charAt(0).toUpperCase() || '★'}
    </span>
  );
}
