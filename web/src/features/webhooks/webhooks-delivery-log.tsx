import type { TAppMessageKey, TWebhookDelivery } from '@regulars/contracts';
import { useRedeliverWebhook, useWebhookDeliveries } from '../../api/webhooks.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { deliveryAnswerIn, webhookRefusal } from './webhook-refusals.ts';

const STATUS: Record<TWebhookDelivery['status'], { label: TAppMessageKey; tone: BadgeTone }> = {
  delivered: { label: 'integrations.webhooks.delivered', tone: 'green' },
  pending: { label: 'integrations.webhooks.retrying', tone: 'amber' },
  failed: { label: 'integrations.webhooks.failed', tone: 'red' },
};

function statusOf(d: TWebhookDelivery): { label: TAppMessageKey; tone: BadgeTone } {
  if (d.status === 'pending' && d.attempt === 0) return { label: 'integrations.webhooks.sending', tone: 'neutral' };
  return STATUS[d.status];
}

/** An endpoint's latest deliveries: what was sent, how it went, the receiver's answer; Redeliver for the admin. */
export function WebhooksDeliveryLog({ endpointId, canEdit }: { endpointId: string; canEdit: boolean }) {
  const words = useAppWords();
  const { t, locale } = words;
  const query = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliverWebhook();
  if (query.isPending) {
    return (
      <div
        className="h-10 animate-pulse rounded-lg bg-gray-100"
        role="status"
        aria-label={t('integrations.webhooks.loadingDeliveries')}
      />
    );
  }
  const deliveries = query.data?.deliveries ?? [];
  if (deliveries.length === 0) {
    return <p className="text-sm text-gray-500">{t('integrations.webhooks.noDeliveries')}</p>;
  }
  return (
    <ul
      className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200"
      aria-label={t('integrations.webhooks.deliveryLog')}
    >
      {deliveries.map((d) => {
        const status = statusOf(d);
        // When it was tried, the receiver's status, how long it took and which try: ' · ' between them.
        const facts = [
          formatDateTime(d.lastAttemptAt ?? d.createdAt, undefined, locale),
          d.responseStatus !== null && t('integrations.webhooks.http', { status: String(d.responseStatus) }),
          d.durationMs !== null && t('integrations.webhooks.duration', { ms: String(d.durationMs) }),
          d.attempt > 1 && t('integrations.webhooks.try', { attempt: String(d.attempt) }),
        ].filter(Boolean);
        return (
          <li key={d.id} className="space-y-1.5 px-3 py-2.5" data-testid="webhook-delivery">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={status.tone}>{t(status.label)}</Badge>
              <code className="font-mono text-xs text-gray-800">{d.eventType}</code>
              <span className="text-xs text-gray-500">{facts.join(' · ')}</span>
              {canEdit && d.status !== 'pending' && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto"
                  disabled={redeliver.isPending}
                  onClick={() =>
                    redeliver.mutate(
                      { endpointId, deliveryId: d.id },
                      {
                        onSuccess: () => toast.success(t('integrations.webhooks.redeliverQueued')),
                        onError: (error) => toast.error(webhookRefusal(words, error, 'integrations.somethingWrong')),
                      },
                    )
                  }
                >
                  {t('integrations.webhooks.redeliver')}
                </Button>
              )}
            </div>
            {d.responseBody && (
              <pre className="max-h-24 overflow-auto rounded bg-gray-50 px-2 py-1 font-mono text-xs break-all whitespace-pre-wrap text-gray-600">
                {deliveryAnswerIn(words, d.responseBody, d.responseStatus)}
              </pre>
            )}
          </li>
        );
      })}
    </ul>
  );
}
