import { zodResolver } from '@hookform/resolvers/zod';
import { SUPPORT_LIMITS, SUPPORT_MESSAGES, ZSupportRequestInput } from '@regulars/contracts';
import { Building2, FileText } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMe } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { useSendSupportRequest } from '../../api/support.ts';
import { useTiers } from '../../api/tiers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { formatCount } from '../../lib/format-number.ts';
import { EarlierRequests } from './earlier-requests.tsx';
import { PriorityBadge } from './support-status-badge.tsx';

type TValues = z.input<typeof ZSupportRequestInput>;

/**
 * Help: a subject and a message to the install's operator, with the page it was opened on and the business and plan
 * attached; under it the business's earlier requests and their replies.
 */
export function HelpDialog({
  open,
  onOpenChange,
  pagePath,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pagePath: string;
}) {
  const { data: me } = useMe();
  const tiers = useTiers();
  const send = useSendSupportRequest();
  const form = useForm<TValues, unknown, z.output<typeof ZSupportRequestInput>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZSupportRequestInput, IN_OUR_WORDS),
    defaultValues: { subject: '', message: '', pagePath },
  });
  // The page is the one it is opened on; what was typed stays if it is closed and opened elsewhere.
  const { setValue } = form;
  useEffect(() => {
    if (open) setValue('pagePath', pagePath);
  }, [open, pagePath, setValue]);
  const errors = form.formState.errors;
  const planName = me?.business?.tierName ?? null;
  const priority = tiers.data?.find((tier) => tier.name === planName)?.features.prioritySupport ?? false;
  const messageLength = form.watch('message')?.length ?? 0;

  function close(next: boolean) {
    if (send.isPending) return;
    if (!next) send.reset();
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(SUPPORT_MESSAGES.sent);
        form.reset({ subject: '', message: '', pagePath });
        onOpenChange(false);
      },
      onError: (caught) => form.setError(SERVER_ERROR, { message: errorMessage(caught) }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>Get help</DialogTitle>
            <DialogDescription>
              Ask the Regulars team anything. We reply by email{me ? ` to ${me.user.email}` : ''}.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-5">
            <dl
              className="grid gap-2 rounded-lg border border-gray-200 bg-gray-50 px-3.5 py-3 text-sm"
              aria-label="Attached to your request"
            >
              <div className="flex min-w-0 items-center gap-2">
                <Building2 className="size-4 shrink-0 text-gray-400" aria-hidden />
                <dt className="sr-only">Business</dt>
                <dd className="min-w-0 truncate font-medium text-gray-900">
                  {me?.business?.companyName ?? me?.tenant?.companyName}
                </dd>
                {planName && (
                  <dd className="flex shrink-0 items-center gap-1.5 text-gray-500">
                    · {planName} plan {priority && <PriorityBadge />}
                  </dd>
                )}
              </div>
              <div className="flex min-w-0 items-center gap-2">
                <FileText className="size-4 shrink-0 text-gray-400" aria-hidden />
                <dt className="sr-only">Page</dt>
                <dd className="truncate text-gray-600" data-testid="help-page">
                  Sent from <span className="font-mono text-xs text-gray-800">{pagePath}</span>
                </dd>
              </div>
            </dl>
            <TextField
              id="help-subject"
              label="Subject"
              placeholder="e.g. A customer's stamps are missing"
              autoComplete="off"
              maxLength={SUPPORT_LIMITS.subject}
              autoFocus
              disabled={send.isPending}
              error={errors.subject?.message}
              {...form.register('subject', { onChange: () => form.clearErrors() })}
            />
            <div className="space-y-1.5">
              <Label htmlFor="help-message">Message</Label>
              <Textarea
                id="help-message"
                rows={5}
                placeholder="What happened, what you expected, and anything you already tried."
                maxLength={SUPPORT_LIMITS.message}
                disabled={send.isPending}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? 'help-message-error' : 'help-message-hint'}
                {...form.register('message', { onChange: () => form.clearErrors() })}
              />
              {errors.message ? (
                <p id="help-message-error" className="text-xs text-red-600">
                  {errors.message.message}
                </p>
              ) : (
                <FieldHint id="help-message-hint" className="text-right tabular-nums">
                  {formatCount(messageLength)} / {formatCount(SUPPORT_LIMITS.message)}
                </FieldHint>
              )}
            </div>
            {(errors.root?.server?.message ?? errors.pagePath?.message) && (
              <Alert tone="error">{errors.root?.server?.message ?? errors.pagePath?.message}</Alert>
            )}
            <EarlierRequests open={open} />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send request'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
