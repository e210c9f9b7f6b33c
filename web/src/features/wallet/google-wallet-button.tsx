import { cn } from '../../lib/cn.ts';

/**
 * Google's "Save to Google Wallet" button, drawn here (nothing fetched at runtime) after Google's brand guidelines:
 * a black pill, the Google Wallet mark in its colours, the wording exactly "Save to Google Wallet".
 */
export function GoogleWalletButton({ href, className }: { href: string; className?: string }) {
  return (
    <a
      href={href}
      className={cn(
        'inline-flex h-12 min-w-[11rem] items-center justify-center gap-2.5 rounded-full bg-[#1f1f1f] pr-5 pl-4 text-[0.9375rem] font-medium text-white',
        'transition hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-black',
        className,
      )}
    >
      <GoogleWalletMark className="size-6 shrink-0" />
      Save to Google Wallet
    </a>
  );
}

/** The Google Wallet mark: three cards in Google's blue, red and yellow over a green pocket. */
function GoogleWalletMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="20" height="7" rx="2" fill="#4285f4" />
      <rect x="2" y="6.5" width="20" height="7" rx="2" fill="#ea4335" />
      <rect x="2" y="10" width="20" height="7" rx="2" fill="#fbbc04" />
      <path d="M2 14h6.5a4 4 0 0 0 7 0H22v5a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2z" fill="#34a853" />
    </svg>
  );
}
