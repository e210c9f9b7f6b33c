import { ArrowRight, Clock, HeartHandshake, Shield, Smartphone, Store, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useCurrentYear } from '../../lib/use-current-year.ts';
import { SectionHeading } from './section-heading.tsx';

const reasons = [
  {
    icon: Smartphone,
    title: 'Nothing to install',
    text: 'Customers join from their phone camera. No app store, no plastic card.',
  },
  {
    icon: Clock,
    title: 'Live in minutes',
    text: 'Create a program, print a QR code and start enrolling the same day.',
  },
  {
    icon: Store,
    title: 'Made for small businesses',
    text: 'Coffee shops, salons, restaurants, studios — built for the counter, not the boardroom.',
  },
  {
    icon: Wallet,
    title: 'Fair, simple pricing',
    text: 'A free plan to start and clear limits as you grow. No setup fees.',
  },
  {
    icon: Shield,
    title: 'Your data stays yours',
    text: 'Every business is kept separate. Export your customers whenever you like.',
  },
  {
    icon: HeartHandshake,
    title: 'Friendly support',
    text: 'Real people who understand small businesses, with priority help on higher plans.',
  },
];

export function WhyChooseSection() {
  return (
    <section className="bg-gray-50 py-20 sm:py-28" aria-labelledby="why-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="why-title" eyebrow="Why Regulars" title="Why businesses choose Regulars" />
        <div className="mt-14 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <div key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-600 shadow-xs ring-1 ring-gray-200">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="text-base font-semibold text-gray-900">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-gray-600">{text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export function CallToActionSection() {
  return (
    <section className="py-20 sm:py-28" aria-labelledby="cta-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-violet-700 px-6 py-16 text-center shadow-2xl sm:px-16">
          <div
            className="pointer-events-none absolute -top-24 -left-24 size-72 rounded-full bg-white/10 blur-3xl"
            aria-hidden
          />
          <div
            className="pointer-events-none absolute -right-16 -bottom-24 size-72 rounded-full bg-violet-400/20 blur-3xl"
            aria-hidden
          />
          <h2
            id="cta-title"
            className="relative text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
          >
            Ready to turn visitors into regulars?
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-base text-brand-100 sm:text-lg">
            Create your account, set up your first program and print your QR code today. It&apos;s free to start.
          </p>
          <div className="relative mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="white">
              <Link to="/signup">
                Create your free account
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

const footerLinks = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: '#features' },
      { label: 'Reward types', href: '#rewards' },
      { label: 'For agencies', href: '#agencies' },
      { label: 'Pricing', href: '#pricing' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Create an account', to: '/signup' },
      { label: 'Business login', to: '/login' },
      { label: 'Customer login', to: '/customer/login' },
      { label: 'Reset password', to: '/reset-password' },
    ],
  },
];

export function LandingFooter() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div>
          <Logo />
          <p className="mt-4 max-w-xs text-sm text-gray-500">
            Loyalty programs, QR enrollment and SMS &amp; email campaigns for small businesses.
          </p>
        </div>
        {footerLinks.map((column) => (
          <div key={column.title}>
            <h3 className="text-sm font-semibold text-gray-900">{column.title}</h3>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  {'to' in link ? (
                    <Link to={link.to} className="text-sm text-gray-500 hover:text-gray-900">
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} className="text-sm text-gray-500 hover:text-gray-900">
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-gray-100">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-gray-500 sm:px-6 lg:px-8">
          © {year} Regulars. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
