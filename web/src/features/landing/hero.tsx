import { ArrowRight, MessageSquareText, QrCode, Sparkles, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/** What is true of every installation (no usage figures: a fresh install has none to back them). */
const stats = [
  { value: '5', label: 'reward types' },
  { value: '2', label: 'channels: SMS and email' },
  { value: '1', label: 'QR code to join' },
  { value: '0', label: 'apps to install' },
];

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_60%)]"
        aria-hidden
      />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-2 lg:px-8 lg:pt-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-medium text-brand-700 shadow-xs">
            <Sparkles className="size-3.5" aria-hidden />
            Loyalty, QR sign-up, SMS and email in one place
          </p>
          <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance text-gray-900 sm:text-5xl lg:text-6xl">
            Turn first-time visitors into <span className="text-brand-600">regulars</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-gray-600">
            Regulars gives small businesses a loyalty program customers actually use. They join by scanning a QR code —
            no app, no plastic card — and you bring them back with rewards, SMS and email.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/signup">
                Start for free
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href="#pricing">See pricing</a>
            </Button>
          </div>
          <dl className="mt-12 grid grid-cols-2 gap-x-6 gap-y-6 border-t border-gray-200 pt-8 sm:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label}>
                <dt className="text-xs text-gray-500">{stat.label}</dt>
                <dd className="order-first text-2xl font-semibold tracking-tight text-gray-900">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}

/** An illustration of the customer's stamp card with a couple of activity notifications. */
function HeroVisual() {
  const stamps = 10;
  const collected = 7;
  return (
    <div className="relative mx-auto w-full max-w-md lg:mr-0" aria-hidden>
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-brand-200/60 via-violet-200/40 to-transparent blur-2xl" />
      <div className="rounded-[2rem] border border-gray-200 bg-white p-3 shadow-2xl shadow-brand-900/10">
        <div className="rounded-[1.5rem] bg-gradient-to-br from-brand-600 to-violet-600 p-6 text-white">
          <div className="flex items-center justify-between">
            <div>
              <p className="text-xs font-medium text-brand-100">Blue Door Coffee</p>
              <p className="mt-1 text-lg font-semibold">Coffee Club card</p>
            </div>
            <span className="rounded-full bg-white/15 px-2.5 py-1 text-xs font-medium">Active</span>
          </div>
          <div className="mt-6 grid grid-cols-5 gap-3">
            {Array.from({ length: stamps }, (_, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative row
                key={index}
                className={cn(
                  'flex aspect-square items-center justify-center rounded-full border-2',
                  index < collected ? 'border-white bg-white text-brand-600' : 'border-white/40 border-dashed',
                )}
              >
                {index < collected && <span className="size-2.5 rounded-full bg-brand-600" />}
              </span>
            ))}
          </div>
          <div className="mt-6 flex items-center justify-between text-sm">
            <span className="font-medium">
              {collected} of {stamps} stamps
            </span>
            <span className="text-brand-100">Free latte at 10</span>
          </div>
          <div className="mt-2 h-1.5 rounded-full bg-white/20">
            <div className="h-full rounded-full bg-white" style={{ width: `${(collected / stamps) * 100}%` }} />
          </div>
        </div>
        <div className="grid grid-cols-3 gap-2 p-3 pt-4 text-center">
          {[
            { icon: QrCode, label: 'Scan to join' },
            { icon: Sparkles, label: 'Earn rewards' },
            { icon: MessageSquareText, label: 'Get offers' },
          ].map(({ icon: Icon, label }) => (
            <div key={label} className="rounded-xl bg-gray-50 px-2 py-3">
              <Icon className="mx-auto size-5 text-brand-600" />
              <p className="mt-1.5 text-xs font-medium text-gray-700">{label}</p>
            </div>
          ))}
        </div>
      </div>

      <div className="absolute -bottom-6 -left-4 hidden w-64 rounded-2xl border border-gray-200 bg-white p-4 shadow-xl sm:block">
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <MessageSquareText className="size-4" />
          </span>
          <div>
            <p className="text-xs font-semibold text-gray-900">SMS · just now</p>
            <p className="mt-0.5 text-xs text-gray-600">Hi Maya! You&apos;re 3 stamps away from a free latte.</p>
          </div>
        </div>
      </div>
      <div className="absolute -top-5 -right-3 hidden items-center gap-2.5 rounded-2xl border border-gray-200 bg-white px-4 py-3 shadow-xl sm:flex">
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <UserPlus className="size-4" />
        </span>
        <div>
          <p className="text-xs font-semibold text-gray-900">New member</p>
          <p className="text-xs text-gray-500">Joined from the counter QR</p>
        </div>
      </div>
    </div>
  );
}
