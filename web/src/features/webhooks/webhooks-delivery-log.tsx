import { type TWebhookDelivery, WEBHOOK_MESSAGES } from '@regulars/contracts';
import { errorMessage } from '../../api/client.ts';
import { useRedeliverWebhook, useWebhookDeliveries } from '../../api/webhooks.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { formatDateTime } from '../../lib/format-date.ts';

const STATUS: Record<TWebhookDelivery['status'], { label: string; tone: BadgeTone }> = {
  delivered: { label: 'Delivered', tone: 'green' },
  pending: { label: 'Retrying', tone: 'amber' },
  failed: { label: 'Failed', tone: 'red' },
};

function statusOf(d: TWebhookDelivery) {
  if (d.status === 'pending' && d.attempt === 0) return { label: 'Sending', tone: 'neutral' as BadgeTone };
  return STATUS[d.status];
}

/** An endpoint's latest deliveries: what was sent, how it went, the receiver's answer; Redeliver for the admin. */
export function WebhooksDeliveryLog({ endpointId, canEdit }: { endpointId: string; canEdit: boolean }) {
  const query = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliverWebhook();
  if (query.isPending) {
    return <div className="h-10 animate-pulse rounded-lg bg-gray-100" role="status" aria-label="Loading deliveries" />;
  }
  const deliveries = query.data?.deliveries ?? [];
  if (deliveries.length === 0) {
    return <p className="text-sm text-gray-500">No deliveries yet. Send a test event to try the endpoint.</p>;
  }
  return (
    <ul className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200" aria-label="Delivery log">
      {deliveries.map((d) => {
        const status = statusOf(d);
        return (
          <li key={d.id} className="space-y-1.5 px-3 py-2.5" data-testid="webhook-delivery">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={status.tone}>{status.label}</Badge>
              <code className="font-mono text-xs text-gray-800">{d.eventType}</code>
              <span className="text-xs text-gray-500">
                {formatDateTime(d.lastAttemptAt ?? d.createdAt)}
                {d.responseStatus !== null && ` · HTTP ${d.responseStatus}`}
                {d.durationMs !== null && ` · ${d.durationMs} ms`}
                {d.attempt > 1 && ` · try ${d.attempt}`}
              </span>
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
                        onSuccess: () => toast.success(WEBHOOK_MESSAGES.redeliverQueued),
                        onError: (error) => toast.error(errorMessage(error)),
                      },
                    )
                  }
                >
                  Redeliver
                </Button>
              )}
            </div>
            {d.responseBody && (
              <pre className="max-h-24 overflow-auto rounded bg-gray-50 px-2 py-1 font-mono text-xs break-all whitespace-pre-wrap text-gray-600">
                {d.responseBody}
              </pre>
            )}
          </li>
        );
      })}
    </ul>
  );
}
