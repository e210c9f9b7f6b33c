import { CAMPAIGN_MESSAGES, type TCampaign } from '@regulars/contracts';
import { CalendarClock, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useAudienceCount, useCancelCampaign } from '../../api/campaigns.ts';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { recipientCountText } from './audience-rules.ts';
import { CampaignHeader } from './campaign-header.tsx';
import { CampaignSummary } from './campaign-summary.tsx';
import { formatInZone } from './schedule-time.ts';

/** A scheduled campaign: when it goes, to how many (counted now; the list is made when it goes), and Cancel. */
export function ScheduledView({ campaign, timeZone }: { campaign: TCampaign; timeZone: string }) {
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
        toast.success(CAMPAIGN_MESSAGES.cancelled);
        setConfirming(false);
      },
      onError: (error) => {
        toast.error(errorMessage(error));
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
            Cancel campaign
          </Button>
        }
      />
      <Card className="flex items-start gap-4 px-6 py-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-sky-50 text-sky-600">
          <CalendarClock className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-gray-500">Scheduled for</p>
          <p className="text-lg font-semibold text-gray-900" data-testid="scheduled-for">
            {campaign.scheduledFor ? formatInZone(campaign.scheduledFor, timeZone) : '—'}
          </p>
          <p className="mt-0.5 text-xs text-gray-500">Times are in {timeZone}</p>
          {count.data && (
            <p className="mt-2 text-sm text-gray-700 tabular-nums">
              {recipientCountText(count.data.count, count.data.total, count.data.control)} if it went now; the list is
              made when it goes.
            </p>
          )}
        </div>
      </Card>
      <CampaignSummary campaign={campaign} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel campaign?"
        message={`“${campaign.name}” will not be sent. You can delete it afterwards, or create it again.`}
        confirmLabel="Cancel campaign"
        cancelLabel="Keep it scheduled"
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
