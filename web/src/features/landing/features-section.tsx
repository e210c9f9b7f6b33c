import { ChartColumn, Gift, Mail, MessageSquareText, QrCode, Users } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const features = [
  {
    icon: Gift,
    title: 'Loyalty programs',
    text: 'Run points, stamp cards, rebate codes, visit-based discounts or free items — or several at once.',
  },
  {
    icon: QrCode,
    title: 'QR enrollment',
    text: 'Print a code for the counter or the table. Customers scan, enter their phone number and they are in.',
  },
  {
    icon: Users,
    title: 'Customer management',
    text: 'Every member in one searchable list with points, visits and contact details. Import from CSV in seconds.',
  },
  {
    icon: MessageSquareText,
    title: 'SMS campaigns',
    text: 'Send offers and reminders by text, with templates for welcomes, rewards, milestones and birthdays.',
  },
  {
    icon: Mail,
    title: 'Email integration',
    text: 'Branded email templates with open tracking, plus MailChimp on the Pro and Agency plans.',
  },
  {
    icon: ChartColumn,
    title: 'Analytics',
    text: 'See growth, engagement and redemptions at a glance so you know what brings people back.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="scroll-mt-20 bg-gray-50 py-20 sm:py-28" aria-labelledby="features-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to build a loyal customer base"
          description="One platform for the whole loop: sign customers up, reward them and keep in touch."
        />
        <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <div
              key={title}
              className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs transition-shadow hover:shadow-md"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 text-base font-semibold text-gray-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-600">{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
