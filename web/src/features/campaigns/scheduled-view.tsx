import type { TCampaign } from '@regulars/contracts';
import { CalendarClock, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useAudienceCount, useCancelCampaign } from '../../api/campaigns.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { recipientCountText } from './audience-rules.ts';
import { CampaignHeader } from './campaign-header.tsx';
import { campaignRefusal } from './campaign-refusals.ts';
import { CampaignSummary } from './campaign-summary.tsx';
import { formatInZone } from './schedule-time.ts';

/** A scheduled campaign: when it goes, to how many (counted now; the list is made when it goes), and Cancel. */
export function ScheduledView({ campaign, timeZone }: { campaign: TCampaign; timeZone: string }) {
  const words = useAppWords();
  const { t } = words;
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelCampaign(campaign.id);
  const count = useAudienceCount({
    type: campaign.type,
    audience: campaign.audience,
    ...(campaign.controlShare > 0 ? { campaignId: campaign.id, controlShare: campaign.controlShare } : {}),
  });

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('campaigns.cancelled'));
        setConfirming(false);
      },
      onError: (error) => {
        toast.error(campaignRefusal(words, error));
        setConfirming(false);
      },
    });

  return (
    <div className="space-y-6">
      <CampaignHeader
        campaign={campaign}
        actions={
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <XCircle className="size-4" aria-hidden />
            {t('campaigns.scheduled.cancel')}
          </Button>
        }
      />
      <Card className="flex items-start gap-4 px-6 py-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-sky-50 text-sky-600">
          <CalendarClock className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-gray-500">{t('campaigns.scheduled.for')}</p>
          <p className="text-lg font-semibold text-gray-900" data-testid="scheduled-for">
            {campaign.scheduledFor ? formatInZone(campaign.scheduledFor, timeZone, words.locale) : '—'}
          </p>
          <p className="mt-0.5 text-xs text-gray-500">{t('campaigns.scheduled.zone', { zone: timeZone })}</p>
          {count.data && (
            <p className="mt-2 text-sm text-gray-700 tabular-nums">
              {t('campaigns.scheduled.ifNow', {
                count: recipientCountText(count.data.count, count.data.total, count.data.control, 0, words),
              })}
            </p>
          )}
        </div>
      </Card>
      <CampaignSummary campaign={campaign} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('campaigns.scheduled.cancelTitle')}
        message={t('campaigns.scheduled.cancelText', { name: campaign.name })}
        confirmLabel={t('campaigns.scheduled.cancel')}
        cancelLabel={t('campaigns.scheduled.keep')}
        busyLabel={t('campaigns.scheduled.cancelling')}
        busy={cancel.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
