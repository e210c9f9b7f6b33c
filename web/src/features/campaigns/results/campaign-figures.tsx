import type { TCampaign } from '@regulars/contracts';
import { CircleCheck, CircleX, Eye, Inbox, MousePointerClick, Send, UserMinus, Users } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { StatCardGrid, type TStat } from '../../../components/ui/stat-card-grid.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { campaignFigures, type TFigure } from '../campaign-display.ts';
import { useInOutbox } from './use-in-outbox.ts';

const LOOK: Record<TFigure['key'], Pick<TStat, 'icon' | 'tone'>> = {
  recipients: { icon: Users, tone: 'bg-gray-100 text-gray-600' },
  sent: { icon: Send, tone: 'bg-brand-50 text-brand-600' },
  delivered: { icon: CircleCheck, tone: 'bg-emerald-50 text-emerald-600' },
  failed: { icon: CircleX, tone: 'bg-red-50 text-red-600' },
  opened: { icon: Eye, tone: 'bg-sky-50 text-sky-600' },
  clicked: { icon: MousePointerClick, tone: 'bg-violet-50 text-violet-600' },
  unsubscribed: { icon: UserMinus, tone: 'bg-amber-50 text-amber-600' },
};
/** Kept by the outbox: no green tick, nobody has it yet. */
const IN_OUTBOX_LOOK: Pick<TStat, 'icon' | 'tone'> = { icon: Inbox, tone: 'bg-amber-50 text-amber-600' };

/**
 * Recipients, sent, delivered, failed, opened, clicked and unsubscribed, each with its rate; with no provider for the
 * campaign's channel, a notice that its messages are in the outbox and nobody has received them.
 */
export function CampaignFigures({ campaign }: { campaign: TCampaign }) {
  const words = useAppWords();
  const { t } = words;
  const inOutbox = useInOutbox(campaign.type);
  const stats = campaignFigures(campaign, inOutbox, words).map((f) => ({
    ...f,
    ...(inOutbox && f.key === 'delivered' ? IN_OUTBOX_LOOK : LOOK[f.key]),
  }));
  return (
    <div className="space-y-4">
      {/* Only once messages went there: a campaign still held (quiet hours, a schedule) has put nothing in it. */}
      {inOutbox && campaign.stats.sent > 0 && (
        <Alert
          tone="info"
          title={t(campaign.type === 'email' ? 'campaigns.figures.outboxEmail' : 'campaigns.figures.outboxSms')}
          data-testid="campaign-outbox-notice"
        >
          {t('campaigns.figures.outboxText')}
        </Alert>
      )}
      <StatCardGrid
        stats={stats}
        count={stats.length}
        columns={campaign.type === 'email' ? 4 : 3}
        loadingLabel={t('campaigns.figures.loading')}
      />
    </div>
  );
}
