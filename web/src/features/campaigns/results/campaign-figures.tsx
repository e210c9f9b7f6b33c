import type { TCampaign } from '@regulars/contracts';
import { CircleCheck, CircleX, Eye, MousePointerClick, Send, UserMinus, Users } from 'lucide-react';
import { StatCardGrid, type TStat } from '../../../components/ui/stat-card-grid.tsx';
import { campaignFigures, type TFigure } from '../campaign-display.ts';

const LOOK: Record<TFigure['key'], Pick<TStat, 'icon' | 'tone'>> = {
  recipients: { icon: Users, tone: 'bg-gray-100 text-gray-600' },
  sent: { icon: Send, tone: 'bg-brand-50 text-brand-600' },
  delivered: { icon: CircleCheck, tone: 'bg-emerald-50 text-emerald-600' },
  failed: { icon: CircleX, tone: 'bg-red-50 text-red-600' },
  opened: { icon: Eye, tone: 'bg-sky-50 text-sky-600' },
  clicked: { icon: MousePointerClick, tone: 'bg-violet-50 text-violet-600' },
  unsubscribed: { icon: UserMinus, tone: 'bg-amber-50 text-amber-600' },
};

/** Recipients, sent, delivered, failed, opened, clicked and unsubscribed, each with its rate. */
export function CampaignFigures({ campaign }: { campaign: TCampaign }) {
  const stats = campaignFigures(campaign).map((f) => ({ ...f, ...LOOK[f.key] }));
  return (
    <StatCardGrid
      stats={stats}
      count={stats.length}
      columns={campaign.type === 'email' ? 4 : 3}
      loadingLabel="Loading results"
    />
  );
}
