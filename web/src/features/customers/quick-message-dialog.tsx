import { zodResolver } from '@hookform/resolvers/zod';
import {
  QUICK_MESSAGES,
  renderTemplate,
  SMS_SEGMENT_LENGTH,
  type TCustomer,
  ZQuickSendRequest,
} from '@regulars/contracts';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useWorkingBusinessName } from '../../api/auth.ts';
import { useBusinessMoney } from '../../api/business-money.ts';
import { errorMessage } from '../../api/client.ts';
import { useQuickTemplates } from '../../api/customers.ts';
import { QuickSendFailed, useQuickSend } from '../../api/quick-send.ts';
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
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { cn } from '../../lib/cn.ts';
import { customerName } from '../../lib/customer-name.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { useIntentKey } from '../../lib/use-intent-key.ts';

type TChannel = 'email' | 'sms';
type TQuickSend = z.input<typeof ZQuickSendRequest>;

/** When the provider has not taken the message yet (it is being retried): it is queued, not lost. */
const QUEUED_TEXT: Record<TChannel, string> = {
  email: 'Email queued: it will go out shortly.',
  sms: 'SMS queued: it will go out shortly.',
};

/**
 * Fast email / quick SMS: template list, template selected (can change), sending (queued, then followed until the
 * provider takes it), sent (closes after 1.5 s). One request key per opening and template: a double click or a
 * retried request sends once.
 */
export function QuickMessageDialog({
  channel,
  customer,
  onClose,
}: {
  channel: TChannel;
  customer: TCustomer | null;
  onClose: () => void;
}) {
  const open = customer !== null;
  const templates = useQuickTemplates(channel, open);
  const businessName = useWorkingBusinessName();
  const form = useForm<TQuickSend>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZQuickSendRequest),
    defaultValues: { templateId: '' },
  });
  const send = useQuickSend(channel, customer?.id);
  const keys = useIntentKey();
  const { reset: resetForm } = form;
  const { reset: resetSend } = send;
  const sending = send.isPending;
  const sentText = channel === 'email' ? QUICK_MESSAGES.emailSent : QUICK_MESSAGES.smsSent;
  const doneText = send.data === 'queued' ? QUEUED_TEXT[channel] : sentText;

  // A fresh start each time the dialog opens for a customer.
  useEffect(() => {
    if (customer) {
      resetForm({ templateId: '' });
      resetSend();
      keys.finish();
    }
  }, [customer, resetForm, resetSend, keys]);

  useEffect(() => {
    if (send.isSuccess) toast.success(doneText);
  }, [send.isSuccess, doneText]);

  // Sent: the dialog closes by itself after 1.5 s.
  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(onClose, 1500);
    return () => clearTimeout(timer);
  }, [send.isSuccess, onClose]);

  // The preview writes numbers as the message will (the business's locale).
  const { locale } = useBusinessMoney();
  const selected = form.watch('templateId');
  const template = templates.data?.templates.find((t) => t.id === selected) ?? null;
  const vars = customer && {
    businessName,
    locale,
    firstName: customer.firstName,
    lastName: customer.lastName,
    points: customer.totalPoints,
    email: customer.email,
  };
  const preview = template && vars ? renderTemplate(template.body, vars) : '';
  const blocked =
    channel === 'sms' && customer && !customer.optedInSms
      ? QUICK_MESSAGES.smsNotOptedIn
      : channel === 'email' && customer && !customer.email
        ? QUICK_MESSAGES.emailRequired
        : null;

  const error = send.isError
    ? errorMessage(send.error, channel === 'email' ? QUICK_MESSAGES.emailFailed : QUICK_MESSAGES.smsFailed)
    : null;
  const reason = send.error instanceof QuickSendFailed ? send.error.reason : null;
  const submit = form.handleSubmit(({ templateId }) => {
    if (!customer || !template) return;
    // The same template again (a retry after an error, a double click) keeps its key; another template is a new send.
    send.mutate({ templateId, requestKey: keys.keyFor(`${customer.id}:${templateId}`) });
  });

  const title = channel === 'email' ? 'Send Email' : 'Send SMS';
  const to = channel === 'email' ? customer?.email : customer?.phone;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !sending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              {customer ? `To ${customerName(customer)}${to ? ` · ${to}` : ''}` : ''}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            {send.isSuccess ? (
              <div className="flex flex-col items-center gap-2 py-8 text-center">
                <CircleCheck className="size-10 text-emerald-500" aria-hidden />
                <p className="font-semibold text-gray-900">{doneText}</p>
              </div>
            ) : (
              <>
                {(blocked || error) && (
                  <Alert tone="error">
                    {blocked ?? error}
                    {!blocked && reason && <span className="mt-1 block text-xs opacity-80">{reason}</span>}
                  </Alert>
                )}
                {templates.isPending ? (
                  <div className="flex justify-center py-8">
                    <Spinner className="size-5 text-gray-400" label="Loading templates" />
                  </div>
                ) : templates.data?.templates.length === 0 ? (
                  <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-500">
                    No active {channel === 'email' ? 'email' : 'SMS'} templates yet.{' '}
                    <Link
                      to={channel === 'email' ? '/email-templates' : '/sms-templates'}
                      className="font-medium text-brand-600 hover:underline"
                    >
                      Create one
                    </Link>
                  </p>
                ) : (
                  <fieldset className="space-y-2" disabled={sending}>
                    <legend className="mb-2 text-sm font-medium text-gray-700">Choose a template</legend>
                    {templates.data?.templates.map((t) => (
                      <label
                        key={t.id}
                        className={cn(
                          'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm transition-colors',
                          selected === t.id ? 'border-brand-500 bg-brand-50' : 'border-gray-200 hover:bg-gray-50',
                        )}
                      >
                        <input
                          type="radio"
                          value={t.id}
                          className="accent-brand-600"
                          {...form.register('templateId')}
                        />
                        <span className="font-medium text-gray-900">{t.name}</span>
                      </label>
                    ))}
                  </fieldset>
                )}
                {template && vars && (
                  <div className="rounded-lg bg-gray-50 p-4 text-sm text-gray-700">
                    {template.subject && (
                      <p className="mb-2 font-semibold text-gray-900">{renderTemplate(template.subject, vars)}</p>
                    )}
                    <p className="whitespace-pre-wrap">{preview}</p>
                    {channel === 'sms' && <p className="mt-2 text-xs text-gray-500">{preview.length} characters</p>}
                  </div>
                )}
                {channel === 'sms' && preview.length > SMS_SEGMENT_LENGTH && (
                  <p className="flex items-center gap-2 text-xs text-amber-700">
                    <TriangleAlert className="size-4" aria-hidden />
                    This message is longer than {SMS_SEGMENT_LENGTH} characters and will be sent as multiple segments.
                  </p>
                )}
              </>
            )}
          </DialogBody>
          {!send.isSuccess && (
            <DialogFooter>
              <Button variant="secondary" onClick={onClose} disabled={sending}>
                Cancel
              </Button>
              <Button type="submit" disabled={!template || Boolean(blocked)} loading={sending}>
                {sending ? 'Sending...' : title}
              </Button>
            </DialogFooter>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
