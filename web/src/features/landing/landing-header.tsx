import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';

const sectionLinks = [
  { href: '#features', label: 'Features' },
  { href: '#rewards', label: 'Rewards' },
  { href: '#agencies', label: 'Agencies' },
  { href: '#pricing', label: 'Pricing' },
];

export function LandingHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600">
          <Logo />
        </Link>
        <nav className="hidden items-center gap-7 lg:flex" aria-label="Sections">
          {sectionLinks.map((link) => (
            <a key={link.href} href={link.href} className="text-sm font-medium text-gray-600 hover:text-gray-900">
              {link.label}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" className="max-md:hidden">
            <Link to="/customer/login">Customer Portal</Link>
          </Button>
          <Button asChild variant="ghost" className="max-md:hidden">
            <Link to="/login">Sign In</Link>
          </Button>
          <Button asChild>
            <Link to="/signup">Get Started</Link>
          </Button>
          <button
            type="button"
            className="rounded-lg p-2 text-gray-600 hover:bg-gray-100 md:hidden"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls="landing-mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
          >
            {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </button>
        </div>
      </div>
      {open && (
        <div id="landing-mobile-menu" className="border-t border-gray-100 bg-white px-4 pt-2 pb-4 md:hidden">
          <nav className="flex flex-col" aria-label="Mobile">
            {sectionLinks.map((link) => (
              <a
                key={link.href}
                href={link.href}
                onClick={() => setOpen(false)}
                className="rounded-lg px-3 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-50"
              >
                {link.label}
              </a>
            ))}
            <div className="my-2 border-t border-gray-100" />
            <Link
              to="/customer/login"
              className="rounded-lg px-3 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-50"
            >
              Customer Portal
            </Link>
            <Link to="/login" className="rounded-lg px-3 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-50">
              Sign In
            </Link>
          </nav>
        </div>
      )}
    </header>
  );
}
