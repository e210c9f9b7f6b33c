import type { TCampaign } from '@regulars/contracts';
import { CircleStop, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCancelCampaign, useDeleteCampaign } from '../../../api/campaigns.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { type TAppWords, useAppWords } from '../../../lib/app-words.tsx';
import { isDeletable, wentOut } from '../campaign-display.ts';
import { CampaignHeader } from '../campaign-header.tsx';
import { campaignErrorIn, campaignRefusal } from '../campaign-refusals.ts';
import { CampaignSummary } from '../campaign-summary.tsx';
import { formatInZone } from '../schedule-time.ts';
import { CampaignFigures } from './campaign-figures.tsx';
import { CampaignLiftCard } from './campaign-lift-card.tsx';
import { RecipientsCard } from './recipients-card.tsx';
import { SendProgress } from './send-progress.tsx';

/** When it went, in the business's time. */
function timing(c: TCampaign, timeZone: string, { t, locale }: TAppWords): string | null {
  if (c.status === 'sent' && c.sentAt)
    return t('campaigns.date.sent', { date: formatInZone(c.sentAt, timeZone, locale) });
  if (c.startedAt) return t('campaigns.date.started', { date: formatInZone(c.startedAt, timeZone, locale) });
  return null;
}

/** Sending, sent, failed or cancelled: progress while it goes, the figures, who got it, and what it said. */
export function CampaignResults({ campaign, timeZone }: { campaign: TCampaign; timeZone: string }) {
  const words = useAppWords();
  const { t } = words;
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<'stop' | 'delete' | null>(null);
  const cancel = useCancelCampaign(campaign.id);
  const remove = useDeleteCampaign(campaign.id);
  const sending = campaign.status === 'sending';
  const when = timing(campaign, timeZone, words);

  const stop = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(t('campaigns.cancelled')),
      onError: (error) => toast.error(campaignRefusal(words, error)),
      onSettled: () => setConfirming(null),
    });
  const deleteIt = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('campaigns.results.deleted'));
        navigate('/campaigns', { replace: true });
      },
      onError: (error) => {
        toast.error(campaignRefusal(words, error));
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
              {t('campaigns.results.stop')}
            </Button>
          ) : isDeletable(campaign) ? (
            <Button variant="ghost" onClick={() => setConfirming('delete')}>
              <Trash2 className="size-4" aria-hidden />
              {t('campaigns.results.delete')}
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
        <Alert
          tone="error"
          title={t(campaign.status === 'failed' ? 'campaigns.results.failedTitle' : 'campaigns.results.stoppedTitle')}
        >
          {campaignErrorIn(words, campaign.error)}
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
          {t('campaigns.results.notSent')}
        </Card>
      )}
      <CampaignSummary campaign={campaign} />
      <ConfirmDialog
        open={confirming === 'stop'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('campaigns.results.stopTitle')}
        message={t('campaigns.results.stopText')}
        confirmLabel={t('campaigns.results.stop')}
        cancelLabel={t('campaigns.results.keepSending')}
        busyLabel={t('campaigns.results.stopping')}
        busy={cancel.isPending}
        onConfirm={stop}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('campaigns.results.deleteTitle')}
        message={t('campaigns.results.deleteText', { name: campaign.name })}
        confirmLabel={t('campaigns.results.deleteConfirm')}
        cancelLabel={t('campaigns.cancel')}
        busyLabel={t('campaigns.results.deleting')}
        busy={remove.isPending}
        onConfirm={deleteIt}
      />
    </div>
  );
}
