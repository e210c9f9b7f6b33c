import { zodResolver } from '@hookform/resolvers/zod';
import { SUPPORT_LIMITS, SUPPORT_MESSAGES, ZSupportReplyInput } from '@regulars/contracts';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../api/client.ts';
import { useCloseSupport, useReplyToSupport, useSupportThread } from '../../../api/support.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { IN_OUR_WORDS, SERVER_ERROR } from '../../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../../lib/form-options.ts';
import { PriorityBadge, SupportStatusBadge, SupportThread } from '../../support/index.ts';

type TValues = z.input<typeof ZSupportReplyInput>;

/** One request: who asked, from where, on which plan; the conversation; a reply box (emailed) and Close. */
export function SupportRequestDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const thread = useSupportThread(id);
  const reply = useReplyToSupport();
  const close = useCloseSupport();
  const busy = reply.isPending || close.isPending;
  const form = useForm<TValues, unknown, z.output<typeof ZSupportReplyInput>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZSupportReplyInput, IN_OUR_WORDS),
    defaultValues: { body: '' },
  });
  const problem = form.formState.errors.body?.message ?? form.formState.errors.root?.server?.message;
  const { reset } = form;
  useEffect(() => {
    if (id) reset({ body: '' });
  }, [id, reset]);

  const request = thread.data;
  const closed = request?.status === 'closed';
  const submit = form.handleSubmit((values) => {
    if (!id) return;
    reply.mutate(
      { id, input: values },
      {
        onSuccess: () => {
          toast.success(SUPPORT_MESSAGES.replied);
          reset({ body: '' });
        },
        onError: (caught) => form.setError(SERVER_ERROR, { message: errorMessage(caught) }),
      },
    );
  });

  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-w-2xl">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <div className="flex flex-wrap items-center gap-2">
              <DialogTitle className="min-w-0 break-words">{request?.subject ?? 'Support request'}</DialogTitle>
              {request?.priority && <PriorityBadge />}
              {request && <SupportStatusBadge status={request.status} />}
            </div>
            <DialogDescription>
              {request
                ? `${request.businessName} · ${request.planName} plan · sent from ${request.pagePath}`
                : 'Loading the request'}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-5 bg-gray-50/60">
            {thread.isPending ? (
              <div className="flex justify-center py-10">
                <Spinner className="size-6 text-brand-600" label="Loading the request" />
              </div>
            ) : thread.isError ? (
              <Alert tone="error">{errorMessage(thread.error)}</Alert>
            ) : (
              <>
                <p className="text-sm text-gray-600">
                  From <span className="font-medium text-gray-900">{thread.data.requesterName}</span> (
                  <a className="text-brand-700 hover:underline" href={`mailto:${thread.data.requesterEmail}`}>
                    {thread.data.requesterEmail}
                  </a>
                  )
                </p>
                <SupportThread
                  message={thread.data.message}
                  askedBy={thread.data.requesterName}
                  askedAt={thread.data.createdAt}
                  replies={thread.data.replies}
                />
                {closed ? (
                  <Alert tone="info">{SUPPORT_MESSAGES.alreadyClosed}</Alert>
                ) : (
                  <div className="space-y-1.5">
                    <Label htmlFor="support-reply">Reply</Label>
                    <Textarea
                      id="support-reply"
                      rows={5}
                      className="bg-white"
                      placeholder={`Write to ${thread.data.requesterName}. It is emailed to ${thread.data.requesterEmail}.`}
                      maxLength={SUPPORT_LIMITS.reply}
                      disabled={busy}
                      aria-invalid={problem ? true : undefined}
                      {...form.register('body', { onChange: () => form.clearErrors() })}
                    />
                  </div>
                )}
                {problem && <Alert tone="error">{problem}</Alert>}
              </>
            )}
          </DialogBody>
          <DialogFooter>
            {request && !closed && (
              <Button
                variant="secondary"
                className="sm:mr-auto"
                disabled={busy}
                loading={close.isPending}
                onClick={() =>
                  id &&
                  close.mutate(
                    { id, input: undefined },
                    {
                      onSuccess: () => toast.success(SUPPORT_MESSAGES.closed),
                      onError: (caught) => toast.error(errorMessage(caught)),
                    },
                  )
                }
              >
                Close request
              </Button>
            )}
            <Button variant="ghost" onClick={onClose} disabled={busy}>
              Done
            </Button>
            {request && !closed && (
              <Button type="submit" loading={reply.isPending} disabled={busy}>
                {!reply.isPending && <Send className="size-4" aria-hidden />}
                {reply.isPending ? 'Sending...' : 'Reply'}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
