import { cn } from '../../lib/cn.ts';

/**
 * Apple's "Add to Apple Wallet" badge, drawn here (nothing fetched at runtime) after Apple's artwork rules: a black
 * rounded rectangle with a thin grey keyline, the Wallet glyph in white on the left, the wording exactly "Add to
 * Apple Wallet" on two lines, never restyled or translated.
 */
export function AppleWalletBadge({ href, className }: { href: string; className?: string }) {
  return (
    <a
      href={href}
      aria-label="Add to Apple Wallet"
      className={cn(
        'inline-flex h-12 min-w-[11rem] items-center gap-2.5 rounded-[0.625rem] bg-black pr-4 pl-3 text-white ring-1 ring-[#a6a6a6] ring-inset',
        'transition hover:bg-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-black',
        className,
      )}
    >
      <WalletGlyph className="h-7 w-8 shrink-0" />
      <span className="flex flex-col items-start text-left leading-none" aria-hidden>
        <span className="text-[0.6875rem] font-normal tracking-tight">Add to</span>
        <span className="mt-0.5 text-[1.1875rem] font-medium tracking-tight">Apple Wallet</span>
      </span>
    </a>
  );
}

/** The Wallet glyph in white: three cards standing in the wallet's pocket. */
function WalletGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 28" className={className} aria-hidden="true" focusable="false">
      <g fill="none" stroke="#fff" strokeWidth="1.6">
        <rect x="3" y="1.8" width="26" height="10" rx="2.4" />
        <path d="M3 10.2a2.4 2.4 0 0 1 2.4-2.4h21.2a2.4 2.4 0 0 1 2.4 2.4" />
        <path d="M3 14.2a2.4 2.4 0 0 1 2.4-2.4h21.2a2.4 2.4 0 0 1 2.4 2.4" />
      </g>
      <path
        d="M1.5 15.5h8.3c.8 0 1.4.4 1.8 1.1.9 1.7 2.6 2.8 4.4 2.8s3.5-1.1 4.4-2.8c.4-.7 1-1.1 1.8-1.1h8.3v8A3.5 3.5 0 0 1 27 27H5a3.5 3.5 0 0 1-3.5-3.5z"
        fill="#fff"
      />
    </svg>
  );
}
