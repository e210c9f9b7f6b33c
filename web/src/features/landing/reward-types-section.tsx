import { Coffee, Percent, Stamp, Star, Ticket } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const rewardTypes = [
  {
    icon: Star,
    name: 'Points',
    text: 'Customers earn points for every dollar spent and redeem them once they reach your threshold.',
    example: '1 point per $1 · redeem at 100',
    colour: 'bg-amber-50 text-amber-600',
  },
  {
    icon: Stamp,
    name: 'Stamp card',
    text: 'The classic punch card, digital. Collect stamps with each visit and unlock a reward.',
    example: 'Buy 10 coffees, get one free',
    colour: 'bg-brand-50 text-brand-600',
  },
  {
    icon: Ticket,
    name: 'Rebate code',
    text: 'Send unique single-use codes worth a percentage or a fixed amount off the next purchase.',
    example: 'SAVE-8K2Q · 10% off',
    colour: 'bg-emerald-50 text-emerald-600',
  },
  {
    icon: Percent,
    name: 'Discount',
    text: 'Reward frequent visitors with discounts that grow as they keep coming back.',
    example: '5 visits 5% · 10 visits 10%',
    colour: 'bg-rose-50 text-rose-600',
  },
  {
    icon: Coffee,
    name: 'Free item',
    text: 'Give away a favourite item after a set number of purchases — once or every time.',
    example: 'Free pastry after 5 purchases',
    colour: 'bg-sky-50 text-sky-600',
  },
];

export function RewardTypesSection() {
  return (
    <section id="rewards" className="scroll-mt-20 py-20 sm:py-28" aria-labelledby="rewards-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="rewards-title"
          eyebrow="Reward types"
          title="Five ways to say thank you"
          description="Pick the reward that fits your business. Mix them, pause them, change them whenever you like."
        />
        <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {rewardTypes.map(({ icon: Icon, name, text, example, colour }) => (
            <div key={name} className="flex flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
              <span className={`flex size-10 items-center justify-center rounded-lg ${colour}`}>
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 text-base font-semibold text-gray-900">{name}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-gray-600">{text}</p>
              <p className="mt-4 rounded-md bg-gray-50 px-2.5 py-1.5 text-xs font-medium text-gray-600">{example}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
