import type { TPublicBrand } from '@regulars/contracts';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { cn } from '../../lib/cn.ts';
import { logoPathOf } from '../../lib/logo-path.ts';
import { useWords } from '../../lib/words.tsx';
import { bandGradient, brandPalette } from '../branding/index.ts';

/**
 * The portal's frame: the business's name and Log Out on a brand band, the greeting under them, the page's
 * cards rising over the band's lower edge, and the platform's name small at the bottom (not on white-label plans).
 */
export function PortalLayout({
  businessName,
  heading,
  intro,
  onLogOut,
  loggingOut = false,
  brand,
  children,
}: {
  /** Null while loading: a placeholder keeps the band's height. */
  businessName: string | null;
  heading: ReactNode;
  intro?: ReactNode;
  onLogOut?: () => void;
  loggingOut?: boolean;
  /** The business's colours and logo; on a white-label plan the platform's mark is left out. */
  brand?: TPublicBrand;
  children: ReactNode;
}) {
  const { t } = useWords();
  const palette = brandPalette(brand);
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50" style={palette}>
      {/* The whole band is the banner landmark: the greeting under the business's name belongs to it. */}
      <header
        className={cn(
          'relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 pb-24',
          bandGradient(palette !== undefined),
        )}
      >
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_85%_0%,rgb(255_255_255/0.18),transparent_55%)]"
          aria-hidden
        />
        <div className="relative mx-auto flex max-w-4xl items-center gap-3 px-4 pt-4 sm:px-6 sm:pt-6">
          <BusinessInitial name={businessName} logo={brand?.logo ?? null} />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-brand-100">{t('portal.rewardsAt')}</p>
            {businessName === null ? (
              <span className="mt-1 block h-4 w-32 animate-pulse rounded bg-white/25" />
            ) : (
              <p className="truncate font-semibold text-white" data-testid="portal-business-name">
                {businessName}
              </p>
            )}
          </div>
          {onLogOut && (
            <Button
              variant="ghost"
              // A printed page of their data has no use for it.
              className="bg-white/10 px-3 text-white ring-1 ring-white/25 ring-inset hover:bg-white/20 hover:text-white print:hidden"
              onClick={onLogOut}
              loading={loggingOut}
            >
              {!loggingOut && <LogOut className="size-4" aria-hidden />}
              {t('portal.logOut')}
            </Button>
          )}
        </div>
        <div className="relative mx-auto max-w-4xl px-4 pt-8 sm:px-6 sm:pt-10">
          <h1 className="text-2xl font-semibold tracking-tight text-white sm:text-3xl">{heading}</h1>
          {intro && <div className="mt-1.5 text-sm text-brand-100 sm:text-base">{intro}</div>}
        </div>
      </header>
      <main className="relative mx-auto -mt-16 w-full max-w-4xl flex-1 px-4 pb-12 sm:px-6">{children}</main>
      {/* Drawn once the brand is known: a white-label business's customers never see the platform's mark. */}
      {brand && !brand.whiteLabel && (
        <footer className="flex items-center justify-center gap-1.5 pb-6 text-xs text-gray-500">
          {t('common.poweredBy')} <Logo className="scale-75 opacity-70" />
        </footer>
      )}
    </div>
  );
}

function BusinessInitial({ name, logo }: { name: string | null; logo: TPublicBrand['logo'] }) {
  if (logo) {
    return (
      // As wide as the logo is at the tile's height, a square at least, 8rem at most.
      <span className="flex h-10 max-w-32 min-w-10 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-white p-1 shadow-lg shadow-brand-900/20">
        <img
          src={logoPathOf(logo.url)}
          alt=""
          width={logo.width}
          height={logo.height}
          className="h-full w-auto max-w-full object-contain"
          data-testid="business-logo"
        />
      </span>
    );
  }
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-lg font-bold text-brand-600 shadow-lg shadow-brand-900/20',
        name === null && 'animate-pulse bg-white/30',
      )}
      aria-hidden
    >
      {name?.trim().charAt(0).toUpperCase()}
    </span>
  );
}
