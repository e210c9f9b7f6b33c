import type { TAppMessageKey, TWebhookEndpoint, TWebhookEndpointWithSecret } from '@regulars/contracts';
import { useState } from 'react';
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
import { useAppWords } from '../../lib/app-words.tsx';
import { formatShortDate } from '../../lib/format-date.ts';
import { wordsAround } from '../../lib/words-around.tsx';
import { webhookRefusal } from './webhook-refusals.ts';
import { WebhooksDeliveryLog } from './webhooks-delivery-log.tsx';
import { WebhooksSecret } from './webhooks-secret.tsx';

const OFF_REASON: Record<string, TAppMessageKey> = {
  manual: 'integrations.webhooks.offManual',
  gone: 'integrations.webhooks.offGone',
  failing: 'integrations.webhooks.offFailing',
};

const offReason = (reason: string): TAppMessageKey =>
  Object.hasOwn(OFF_REASON, reason) ? OFF_REASON[reason]! : 'integrations.webhooks.offManual';

/** The endpoints: address, events, state; the delivery log, a test event, rotate, on/off and delete for the admin. */
export function WebhooksEndpointList({ endpoints, canEdit }: { endpoints: TWebhookEndpoint[]; canEdit: boolean }) {
  const words = useAppWords();
  const { t, locale } = words;
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TWebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<TWebhookEndpoint | null>(null);
  const [rotated, setRotated] = useState<TWebhookEndpointWithSecret | null>(null);
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const test = useSendWebhookTest();
  const fail = (error: unknown) => toast.error(webhookRefusal(words, error, 'integrations.somethingWrong'));
  return (
    <>
      <ul className="divide-y divide-gray-100 border-t border-gray-100" aria-label={t('integrations.webhooks.list')}>
        {endpoints.map((e) => (
          <li key={e.id} className="space-y-3 px-6 py-4" data-testid="webhook-row">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 space-y-1.5">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="min-w-0 font-mono text-sm break-all text-gray-900">{e.url}</p>
                  {e.enabled ? (
                    <Badge tone={e.failingSince ? 'amber' : 'green'}>
                      {t(e.failingSince ? 'integrations.webhooks.failing' : 'integrations.webhooks.active')}
                    </Badge>
                  ) : (
                    <Badge tone="neutral">{t('integrations.webhooks.off')}</Badge>
                  )}
                </div>
                {e.description && <p className="text-sm text-gray-600">{e.description}</p>}
                <p className="text-xs text-gray-500">
                  {t('integrations.webhooks.eventList', { count: e.events.length, list: e.events.join(', ') })} ·{' '}
                  {t('integrations.webhooks.addedOn', { date: formatShortDate(e.createdAt, undefined, locale) })}
                </p>
                {!e.enabled && e.disabledReason && (
                  <p className="text-xs text-gray-600">{t(offReason(e.disabledReason))}</p>
                )}
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setOpen(open === e.id ? null : e.id)}>
                  {t(open === e.id ? 'integrations.webhooks.hideLog' : 'integrations.webhooks.deliveryLog')}
                </Button>
                {canEdit && (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={test.isPending && test.variables === e.id}
                    onClick={() =>
                      test.mutate(e.id, {
                        onSuccess: () => {
                          toast.success(t('integrations.webhooks.testQueued'));
                          setOpen(e.id);
                        },
                        onError: fail,
                      })
                    }
                  >
                    {t('integrations.webhooks.sendTest')}
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
                      {t('integrations.webhooks.rotate')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        update.mutate(
                          { id: e.id, enabled: !e.enabled },
                          {
                            onSuccess: () =>
                              toast.success(
                                t(e.enabled ? 'integrations.webhooks.disabled' : 'integrations.webhooks.enabled'),
                              ),
                            onError: fail,
                          },
                        )
                      }
                    >
                      {t(e.enabled ? 'integrations.webhooks.turnOff' : 'integrations.webhooks.turnOn')}
                    </Button>
                    <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setDeleting(e)}>
                      {t('integrations.webhooks.delete')}
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
        title={t('integrations.webhooks.deleteTitle')}
        message={wordsAround((values) => t('integrations.webhooks.deleteWarning', values), {
          url: <strong className="font-medium break-all text-gray-900">{deleting?.url}</strong>,
        })}
        confirmLabel={t('integrations.webhooks.deleteEndpoint')}
        busyLabel={t('integrations.webhooks.deleting')}
        cancelLabel={t('integrations.cancel')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('integrations.webhooks.deleted'));
              setDeleting(null);
            },
          })
        }
        problem={
          remove.isError ? (
            <Alert tone="error">{webhookRefusal(words, remove.error, 'integrations.somethingWrong')}</Alert>
          ) : undefined
        }
      />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(next) => !next && setRotating(null)}
        title={t('integrations.webhooks.rotateTitle')}
        message={t('integrations.webhooks.rotateWarning')}
        confirmLabel={t('integrations.webhooks.rotate')}
        busyLabel={t('integrations.webhooks.rotating')}
        cancelLabel={t('integrations.cancel')}
        busy={rotate.isPending}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.id, {
            onSuccess: (answer) => {
              setRotating(null);
              setRotated(answer);
              toast.success(t('integrations.webhooks.rotated'));
            },
          })
        }
        problem={
          rotate.isError ? (
            <Alert tone="error">{webhookRefusal(words, rotate.error, 'integrations.somethingWrong')}</Alert>
          ) : undefined
        }
      />
      <Dialog open={rotated !== null} onOpenChange={(next) => !next && setRotated(null)}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{t('integrations.webhooks.newSecret')}</DialogTitle>
            <DialogDescription className="break-all">{rotated?.endpoint.url}</DialogDescription>
          </DialogHeader>
          <DialogBody>{rotated && <WebhooksSecret secret={rotated.secret} />}</DialogBody>
          <DialogFooter>
            <Button onClick={() => setRotated(null)}>{t('integrations.done')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
