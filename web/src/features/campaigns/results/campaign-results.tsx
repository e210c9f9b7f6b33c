import { CAMPAIGN_MESSAGES, type TCampaign } from '@regulars/contracts';
import { CircleStop, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCancelCampaign, useDeleteCampaign } from '../../../api/campaigns.ts';
import { errorMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { isDeletable, wentOut } from '../campaign-display.ts';
import { CampaignHeader } from '../campaign-header.tsx';
import { CampaignSummary } from '../campaign-summary.tsx';
import { formatInZone } from '../schedule-time.ts';
import { CampaignFigures } from './campaign-figures.tsx';
import { CampaignLiftCard } from './campaign-lift-card.tsx';
import { RecipientsCard } from './recipients-card.tsx';
import { SendProgress } from './send-progress.tsx';

/** When it went, in the business's time. */
function timing(c: TCampaign, timeZone: string): string | null {
  if (c.status === 'sent' && c.sentAt) return `Sent ${formatInZone(c.sentAt, timeZone)}`;
  if (c.startedAt) return `Started ${formatInZone(c.startedAt, timeZone)}`;
  return null;
}

/** Sending, sent, failed or cancelled: progress while it goes, the figures, who got it, and what it said. */
export function CampaignResults({ campaign, timeZone }: { campaign: TCampaign; timeZone: string }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<'stop' | 'delete' | null>(null);
  const cancel = useCancelCampaign(campaign.id);
  const remove = useDeleteCampaign(campaign.id);
  const sending = campaign.status === 'sending';
  const when = timing(campaign, timeZone);

  const stop = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(CAMPAIGN_MESSAGES.cancelled),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setConfirming(null),
    });
  const deleteIt = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(CAMPAIGN_MESSAGES.deleted);
        navigate('/campaigns', { replace: true });
      },
      onError: (error) => {
        toast.error(errorMessage(error));
        setConfirming(null);
      },
    });

  return (
    <div className="space-y-6">
      <CampaignHeader
        campaign={campaign}
        actions={
          sending ? (
            <Button variant="secondary" onClick={() => setConfirming('stop')}>
              <CircleStop className="size-4" aria-hidden />
              Stop sending
            </Button>
          ) : isDeletable(campaign) ? (
            <Button variant="ghost" onClick={() => setConfirming('delete')}>
              <Trash2 className="size-4" aria-hidden />
              Delete
            </Button>
          ) : undefined
        }
      />
      {when && (
        <p className="-mt-3 text-sm text-gray-500" data-testid="campaign-timing">
          {when} <span className="text-gray-500">({timeZone})</span>
        </p>
      )}
      {campaign.error && (
        <Alert tone="error" title={campaign.status === 'failed' ? 'Sending failed' : 'Sending stopped early'}>
          {campaign.error}
        </Alert>
      )}
      {sending && <SendProgress campaign={campaign} />}
      {wentOut(campaign) ? (
        <>
          <CampaignFigures campaign={campaign} />
          {(campaign.controlShare > 0 || campaign.variantB) && <CampaignLiftCard campaign={campaign} />}
          <RecipientsCard campaign={campaign} timeZone={timeZone} />
        </>
      ) : (
        <Card className="px-6 py-5 text-sm text-gray-600" data-testid="campaign-not-sent">
          Cancelled before it was sent: no customer received it.
        </Card>
      )}
      <CampaignSummary campaign={campaign} />
      <ConfirmDialog
        open={confirming === 'stop'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Stop sending?"
        message="Messages not sent yet will not go out. Those already sent cannot be taken back."
        confirmLabel="Stop sending"
        cancelLabel="Keep sending"
        busyLabel="Stopping..."
        busy={cancel.isPending}
        onConfirm={stop}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete campaign?"
        message={`“${campaign.name}” and its results will be deleted. This cannot be undone.`}
        confirmLabel="Delete campaign"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={deleteIt}
      />
    </div>
  );
}
