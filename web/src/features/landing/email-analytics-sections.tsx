import { Eye, Mail } from 'lucide-react';
import { FeatureRow, VisualFrame } from './feature-row.tsx';

export function EmailIntegrationSection() {
  return (
    <FeatureRow
      id="email-integration"
      className="bg-gray-50"
      reverse
      eyebrow="Email integration"
      title="Email that looks like your brand"
      description="Write templates once and reuse them for welcomes, promotions, rewards and birthdays. All email goes through our delivery provider, so there is nothing to configure."
      bullets={[
        'Open tracking shows who read your message',
        'MailChimp integration on the Pro and Agency plans',
        'A full history of every email and SMS you sent',
      ]}
      visual={
        <VisualFrame className="space-y-4">
          <div className="flex items-center justify-between">
            <div className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                <Mail className="size-4" />
              </span>
              <div>
                <p className="text-sm font-semibold text-gray-900">Your reward is ready, Maya</p>
                <p className="text-xs text-gray-500">From Blue Door Coffee</p>
              </div>
            </div>
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-700">
              <Eye className="size-3" /> Opened
            </span>
          </div>
          <div className="rounded-xl bg-gradient-to-br from-brand-600 to-violet-600 p-5 text-white">
            <p className="text-xs text-brand-100">Reward unlocked</p>
            <p className="mt-1 text-xl font-semibold">Free latte on your next visit</p>
            <p className="mt-3 inline-block rounded-md bg-white/15 px-2.5 py-1 font-mono text-sm">SAVE-8K2Q</p>
          </div>
          <div className="space-y-2">
            <div className="h-2 w-full rounded bg-gray-100" />
            <div className="h-2 w-5/6 rounded bg-gray-100" />
            <div className="h-2 w-2/3 rounded bg-gray-100" />
          </div>
        </VisualFrame>
      }
    />
  );
}

const bars = [38, 52, 45, 61, 58, 72, 69, 84, 78, 92, 88, 100];

export function AnalyticsSection() {
  return (
    <FeatureRow
      id="analytics"
      eyebrow="Analytics"
      title="See what keeps them coming back"
      description="Track sign-ups, visits, redemptions and message engagement, and compare programs to see which rewards work best."
      bullets={[
        'Customer growth and engagement over the last 30 days',
        'Email open rates and SMS usage per month',
        'Rewards earned and redeemed across programs',
      ]}
      visual={
        <VisualFrame>
          <div className="flex items-start justify-between">
            <div>
              <p className="text-xs font-medium text-gray-500">New members</p>
              <p className="mt-1 text-2xl font-semibold text-gray-900">Last 12 weeks</p>
            </div>
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">Growing</span>
          </div>
          <div className="mt-8 flex h-40 items-end gap-2">
            {bars.map((height, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative chart
                key={index}
                className="flex-1 rounded-t-md bg-gradient-to-t from-brand-600 to-violet-400"
                style={{ height: `${height}%`, opacity: 0.45 + (index / bars.length) * 0.55 }}
              />
            ))}
          </div>
          <div className="mt-3 flex justify-between text-xs text-gray-500">
            <span>12 weeks ago</span>
            <span>This week</span>
          </div>
        </VisualFrame>
      }
    />
  );
}
