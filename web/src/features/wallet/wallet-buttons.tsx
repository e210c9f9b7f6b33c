import { useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { AppleWalletBadge } from './apple-wallet-badge.tsx';
import { GoogleWalletButton } from './google-wallet-button.tsx';
import { currentWalletPlatform, walletsToShow } from './wallet-platform.ts';

/**
 * "Add to Apple Wallet" and "Save to Google Wallet" for the wallets the server has set up: on an iPhone only Apple's,
 * on an Android phone only Google's, elsewhere both. Nothing at all when none applies.
 */
export function WalletButtons({
  links,
  className,
}: {
  links: { apple: string | null; google: string | null } | null;
  className?: string;
}) {
  const [platform] = useState(currentWalletPlatform);
  if (!links) return null;
  const shown = walletsToShow(links, platform);
  if (!shown.apple && !shown.google) return null;
  return (
    <div className={cn('flex flex-wrap items-center justify-center gap-3', className)}>
      {shown.apple && <AppleWalletBadge href={shown.apple} />}
      {shown.google && <GoogleWalletButton href={shown.google} />}
    </div>
  );
}
