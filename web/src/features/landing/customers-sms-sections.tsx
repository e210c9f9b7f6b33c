import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { FeatureRow, VisualFrame } from './feature-row.tsx';

const sampleCustomers = [
  { name: 'Maya Patel', contact: 'maya@example.com', points: 340, visits: 18 },
  { name: 'Jordan Lee', contact: '(555) 014-2231', points: 120, visits: 7 },
  { name: 'Sam Rivera', contact: 'sam@example.com', points: 75, visits: 4 },
  { name: 'Alex Kim', contact: '(555) 019-8812', points: 510, visits: 26 },
];

export function CustomerManagementSection() {
  return (
    <FeatureRow
      id="customer-management"
      className="bg-gray-50"
      reverse
      eyebrow="Customer management"
      title="Know every regular by name"
      description="All your members in one place, with their points, visits and contact details. Add them by hand, import a spreadsheet, or let the QR code do the work."
      bullets={[
        'Search by name, email, phone or customer ID',
        'Bulk import from CSV with row-by-row error reports',
        'Send a quick email or SMS straight from the list',
      ]}
      visual={
        <VisualFrame className="p-0">
          <div className="flex items-center gap-2 border-b border-gray-100 px-5 py-4">
            <Search className="size-4 text-gray-400" />
            <span className="text-sm text-gray-500">Search customers...</span>
          </div>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-xs text-gray-500">
                <th className="px-5 py-2.5 font-medium">Customer</th>
                <th className="hidden px-3 py-2.5 font-medium sm:table-cell">Contact</th>
                <th className="px-3 py-2.5 text-right font-medium">Points</th>
                <th className="px-5 py-2.5 text-right font-medium">Visits</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {sampleCustomers.map((customer) => (
                <tr key={customer.name}>
                  <td className="px-5 py-3">
                    <div className="flex items-center gap-2.5">
                      <span className="flex size-7 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700">
                        {customer.name.charAt(0)}
                      </span>
                      <span className="font-medium text-gray-900">{customer.name}</span>
                    </div>
                  </td>
                  <td className="hidden px-3 py-3 text-gray-500 sm:table-cell">{customer.contact}</td>
                  <td className="px-3 py-3 text-right text-gray-900 tabular-nums">{customer.points}</td>
                  <td className="px-5 py-3 text-right text-gray-500 tabular-nums">{customer.visits}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisualFrame>
      }
    />
  );
}

const smsAllowances = [
  { tier: 'Free', amount: '50' },
  { tier: 'Pro', amount: '500' },
  { tier: 'Agency', amount: '5,000' },
];

export function SmsCampaignsSection() {
  return (
    <FeatureRow
      id="sms-campaigns"
      eyebrow="SMS campaigns"
      title="Texts people actually read"
      description="Reach customers where they are. Send a campaign to everyone who opted in, or let templates go out automatically when someone joins, earns a reward or has a birthday."
      bullets={[
        'Templates with placeholders like {firstName} and {points}',
        'Automatic welcome, reward, milestone and birthday messages',
        'Only customers who opted in receive texts',
      ]}
      visual={
        <VisualFrame className="mx-auto max-w-sm space-y-3 bg-gray-50">
          <p className="text-center text-xs text-gray-500">Today 9:41 AM</p>
          <Bubble>Hi Maya! Thanks for joining Blue Door Coffee. Here are 50 bonus points to get you started.</Bubble>
          <Bubble>Happy birthday, Maya! Your next drink is on us this week.</Bubble>
          <Bubble>You&apos;ve reached 300 points — a free pastry is waiting for you.</Bubble>
        </VisualFrame>
      }
    >
      <div className="mt-8">
        <p className="text-sm font-semibold text-gray-900">SMS included every month</p>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          {smsAllowances.map(({ tier, amount }) => (
            <div key={tier} className="rounded-xl border border-gray-200 bg-white px-4 py-3">
              <dt className="text-xs font-medium text-gray-500">{tier}</dt>
              <dd className="mt-1 text-lg font-semibold text-gray-900">
                {amount}
                <span className="text-xs font-normal text-gray-500"> a month</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </FeatureRow>
  );
}

function Bubble({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-[85%] rounded-2xl rounded-bl-md bg-white px-4 py-2.5 text-sm text-gray-800 shadow-xs ring-1 ring-gray-200">
      {children}
    </div>
  );
}
