import { Coins, Layers, Palette, Users } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const tools = [
  {
    icon: Users,
    title: 'Client management',
    text: 'Every client business in one dashboard, with status, usage and revenue.',
  },
  {
    icon: Layers,
    title: 'Tier assignment',
    text: 'Put each client on the plan that fits and adjust prices and limits any time.',
  },
  {
    icon: Coins,
    title: 'SMS credit allocation',
    text: 'Hand out messaging credits per client and keep an eye on what they use.',
  },
  { icon: Palette, title: 'White-label', text: 'Offer loyalty under your own brand on the Agency plan.' },
];

export function AgenciesSection() {
  return (
    <section
      id="agencies"
      className="relative scroll-mt-20 overflow-hidden bg-gray-950 py-20 sm:py-28"
      aria-labelledby="agencies-title"
    >
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_15%_0%,rgb(99_102_241/0.35),transparent_40%),radial-gradient(circle_at_90%_100%,rgb(139_92_246/0.3),transparent_40%)]"
        aria-hidden
      />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="agencies-title"
          inverted
          eyebrow="For agencies"
          title="Run loyalty for all your clients"
          description="Marketing agencies and multi-location brands manage every business from one place, with tools built for resellers."
        />
        <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {tools.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-xl border border-white/10 bg-white/5 p-6 backdrop-blur">
              <span className="flex size-10 items-center justify-center rounded-lg bg-brand-500/20 text-brand-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 text-base font-semibold text-white">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-400">{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
