import { zodResolver } from '@hookform/resolvers/zod';
import { SUPPORT_LIMITS, ZSupportRequestInput } from '@regulars/contracts';
import { Building2, FileText } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMe } from '../../api/auth.ts';
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
import { messageIn, refusalIn } from '../../lib/app-refusal.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { formatCountIn } from '../../lib/format-number.ts';
import { EarlierRequests } from './earlier-requests.tsx';
import { SUPPORT_REFUSALS } from './support-refusals.ts';
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
  const words = useAppWords();
  const { t, locale } = words;
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
  // The contract's checks and the server's refusals are English: said in the user's language when known.
  const said = (message: string | undefined) =>
    message ? messageIn(words, message, SUPPORT_REFUSALS, 'frame.help.checkForm') : undefined;
  const refusal = errors.root?.server?.message ?? said(errors.pagePath?.message);

  function close(next: boolean) {
    if (send.isPending) return;
    if (!next) send.reset();
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(t('frame.help.sent'));
        form.reset({ subject: '', message: '', pagePath });
        onOpenChange(false);
      },
      onError: (caught) =>
        form.setError(SERVER_ERROR, {
          message: refusalIn(words, caught, SUPPORT_REFUSALS, 'frame.somethingWrong'),
        }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{t('frame.help.title')}</DialogTitle>
            <DialogDescription>
              {me
                ? // A white-label client's people are not told of the platform (issue 53).
                  t(me.business?.whiteLabel ? 'frame.help.descriptionOwn' : 'frame.help.descriptionTo', {
                    email: me.user.email,
                  })
                : t('frame.help.description')}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-5">
            <dl
              className="grid gap-2 rounded-lg border border-gray-200 bg-gray-50 px-3.5 py-3 text-sm"
              aria-label={t('frame.help.attached')}
            >
              <div className="flex min-w-0 items-center gap-2">
                <Building2 className="size-4 shrink-0 text-gray-400" aria-hidden />
                <dt className="sr-only">{t('frame.help.business')}</dt>
                <dd className="min-w-0 truncate font-medium text-gray-900">
                  {me?.business?.companyName ?? me?.tenant?.companyName}
                </dd>
                {planName && (
                  <dd className="flex shrink-0 items-center gap-1.5 text-gray-500">
                    · {t('frame.help.plan', { plan: planName })} {priority && <PriorityBadge />}
                  </dd>
                )}
              </div>
              <div className="flex min-w-0 items-center gap-2">
                <FileText className="size-4 shrink-0 text-gray-400" aria-hidden />
                <dt className="sr-only">{t('frame.help.page')}</dt>
                <dd className="truncate text-gray-600" data-testid="help-page">
                  {t('frame.help.sentFrom')} <span className="font-mono text-xs text-gray-800">{pagePath}</span>
                </dd>
              </div>
            </dl>
            <TextField
              id="help-subject"
              label={t('frame.help.subject')}
              placeholder={t('frame.help.subjectPlaceholder')}
              autoComplete="off"
              maxLength={SUPPORT_LIMITS.subject}
              autoFocus
              disabled={send.isPending}
              error={said(errors.subject?.message)}
              {...form.register('subject', { onChange: () => form.clearErrors() })}
            />
            <div className="space-y-1.5">
              <Label htmlFor="help-message">{t('frame.help.message')}</Label>
              <Textarea
                id="help-message"
                rows={5}
                placeholder={t('frame.help.messagePlaceholder')}
                maxLength={SUPPORT_LIMITS.message}
                disabled={send.isPending}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? 'help-message-error' : 'help-message-hint'}
                {...form.register('message', { onChange: () => form.clearErrors() })}
              />
              {errors.message ? (
                <p id="help-message-error" className="text-xs text-red-600">
                  {said(errors.message.message)}
                </p>
              ) : (
                <FieldHint id="help-message-hint" className="text-right tabular-nums">
                  {formatCountIn(messageLength, locale)} / {formatCountIn(SUPPORT_LIMITS.message, locale)}
                </FieldHint>
              )}
            </div>
            {refusal && <Alert tone="error">{refusal}</Alert>}
            <EarlierRequests open={open} />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={send.isPending}>
              {t('frame.help.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {send.isPending ? t('frame.help.sending') : t('frame.help.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
