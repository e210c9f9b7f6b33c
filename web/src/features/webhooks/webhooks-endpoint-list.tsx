import { type TWebhookEndpoint, type TWebhookEndpointWithSecret, WEBHOOK_MESSAGES } from '@regulars/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhookEndpoint,
} from '../../api/webhooks.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { formatShortDate } from '../../lib/format-date.ts';
import { WebhooksDeliveryLog } from './webhooks-delivery-log.tsx';
import { WebhooksSecret } from './webhooks-secret.tsx';

const OFF_REASON: Record<string, string> = {
  manual: 'Turned off',
  gone: 'Turned off: the receiver answered 410 Gone',
  failing: 'Turned off after five days of failed deliveries',
};

/** The endpoints: address, events, state; the delivery log, a test event, rotate, on/off and delete for the admin. */
export function WebhooksEndpointList({ endpoints, canEdit }: { endpoints: TWebhookEndpoint[]; canEdit: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TWebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<TWebhookEndpoint | null>(null);
  const [rotated, setRotated] = useState<TWebhookEndpointWithSecret | null>(null);
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const test = useSendWebhookTest();
  const fail = (error: unknown) => toast.error(errorMessage(error));
  return (
    <>
      <ul className="divide-y divide-gray-100 border-t border-gray-100" aria-label="Webhook endpoints">
        {endpoints.map((e) => (
          <li key={e.id} className="space-y-3 px-6 py-4" data-testid="webhook-row">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 space-y-1.5">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="min-w-0 font-mono text-sm break-all text-gray-900">{e.url}</p>
                  {e.enabled ? (
                    <Badge tone={e.failingSince ? 'amber' : 'green'}>{e.failingSince ? 'Failing' : 'Active'}</Badge>
                  ) : (
                    <Badge tone="neutral">Off</Badge>
                  )}
                </div>
                {e.description && <p className="text-sm text-gray-600">{e.description}</p>}
                <p className="text-xs text-gray-500">
                  {e.events.length} {e.events.length === 1 ? 'event' : 'events'}: {e.events.join(', ')} · Added{' '}
                  {formatShortDate(e.createdAt)}
                </p>
                {!e.enabled && e.disabledReason && (
                  <p className="text-xs text-gray-600">{OFF_REASON[e.disabledReason] ?? OFF_REASON.manual}</p>
                )}
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setOpen(open === e.id ? null : e.id)}>
                  {open === e.id ? 'Hide log' : 'Delivery log'}
                </Button>
                {canEdit && (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={test.isPending && test.variables === e.id}
                    onClick={() =>
                      test.mutate(e.id, {
                        onSuccess: () => {
                          toast.success(WEBHOOK_MESSAGES.testQueued);
                          setOpen(e.id);
                        },
                        onError: fail,
                      })
                    }
                  >
                    Send test event
                  </Button>
                )}
              </div>
            </div>
            {open === e.id && (
              <div className="space-y-3">
                <WebhooksDeliveryLog endpointId={e.id} canEdit={canEdit} />
                {canEdit && (
                  <div className="flex flex-wrap gap-2">
                    <Button variant="ghost" size="sm" onClick={() => setRotating(e)}>
                      Rotate secret
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        update.mutate(
                          { id: e.id, enabled: !e.enabled },
                          {
                            onSuccess: () =>
                              toast.success(e.enabled ? WEBHOOK_MESSAGES.disabled : WEBHOOK_MESSAGES.enabled),
                            onError: fail,
                          },
                        )
                      }
                    >
                      {e.enabled ? 'Turn off' : 'Turn on'}
                    </Button>
                    <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setDeleting(e)}>
                      Delete
                    </Button>
                  </div>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete this endpoint?"
        message={
          <>
            <strong className="font-medium break-all text-gray-900">{deleting?.url}</strong> gets no more events, and
            its delivery log is deleted with it.
          </>
        }
        confirmLabel="Delete endpoint"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(WEBHOOK_MESSAGES.deleted);
              setDeleting(null);
            },
          })
        }
        problem={remove.isError ? <Alert tone="error">{errorMessage(remove.error)}</Alert> : undefined}
      />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(next) => !next && setRotating(null)}
        title="Make a new signing secret?"
        message="Events are signed with both the old and the new secret for 24 hours, so you can switch your receiver over without missing one."
        confirmLabel="Rotate secret"
        busyLabel="Rotating..."
        busy={rotate.isPending}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.id, {
            onSuccess: (answer) => {
              setRotating(null);
              setRotated(answer);
              toast.success(WEBHOOK_MESSAGES.rotated);
            },
          })
        }
        problem={rotate.isError ? <Alert tone="error">{errorMessage(rotate.error)}</Alert> : undefined}
      />
      <Dialog open={rotated !== null} onOpenChange={(next) => !next && setRotated(null)}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>New signing secret</DialogTitle>
            <DialogDescription className="break-all">{rotated?.endpoint.url}</DialogDescription>
          </DialogHeader>
          <DialogBody>{rotated && <WebhooksSecret secret={rotated.secret} />}</DialogBody>
          <DialogFooter>
            <Button onClick={() => setRotated(null)}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
