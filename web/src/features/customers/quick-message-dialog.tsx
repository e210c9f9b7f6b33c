import { zodResolver } from '@hookform/resolvers/zod';
import {
  renderTemplate,
  SMS_SEGMENT_LENGTH,
  type TAppMessageKey,
  type TCustomer,
  ZQuickSendRequest,
} from '@regulars/contracts';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useWorkingBusinessName } from '../../api/auth.ts';
import { useShowPhone } from '../../api/business-country.ts';
import { useBusinessMoney } from '../../api/business-money.ts';
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
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { customerName } from '../../lib/customer-name.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { formatCountIn } from '../../lib/format-number.ts';
import { useIntentKey } from '../../lib/use-intent-key.ts';
import { quickReasonIn, quickRefusal } from './customers-refusals.ts';

type TChannel = 'email' | 'sms';
type TQuickSend = z.input<typeof ZQuickSendRequest>;

/** The dialog's words per channel. Queued: the provider has not taken the message yet (it is being retried), not lost. */
const CHANNEL_WORDS = {
  email: {
    title: 'customers.quick.sendEmail',
    sent: 'customers.quick.emailSent',
    queued: 'customers.quick.emailQueued',
    blocked: 'customers.quick.emailRequired',
    none: 'customers.quick.noEmailTemplates',
  },
  sms: {
    title: 'customers.quick.sendSms',
    sent: 'customers.quick.smsSent',
    queued: 'customers.quick.smsQueued',
    blocked: 'customers.quick.smsNotOptedIn',
    none: 'customers.quick.noSmsTemplates',
  },
} as const satisfies Record<TChannel, Record<string, TAppMessageKey>>;

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
  const showPhone = useShowPhone();
  const words = useAppWords();
  const { t } = words;
  const say = CHANNEL_WORDS[channel];
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
  const doneText = t(send.data === 'queued' ? say.queued : say.sent);

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
  const cannotReach = customer && (channel === 'sms' ? !customer.optedInSms : !customer.email);
  const blocked = cannotReach ? t(say.blocked) : null;

  const error = send.isError ? quickRefusal(words, send.error, channel) : null;
  const reason = send.error instanceof QuickSendFailed ? quickReasonIn(words, send.error.reason) : null;
  const submit = form.handleSubmit(({ templateId }) => {
    if (!customer || !template) return;
    // The same template again (a retry after an error, a double click) keeps its key; another template is a new send.
    send.mutate({ templateId, requestKey: keys.keyFor(`${customer.id}:${templateId}`) });
  });

  const title = t(say.title);
  const to = channel === 'email' ? customer?.email : customer?.phone && showPhone(customer.phone);
  const toText =
    customer &&
    (to
      ? t('customers.quick.toAddress', { name: customerName(customer, words), address: to })
      : t('customers.quick.to', { name: customerName(customer, words) }));
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !sending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{toText ?? ''}</DialogDescription>
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
                    <Spinner className="size-5 text-gray-400" label={t('customers.quick.loading')} />
                  </div>
                ) : templates.data?.templates.length === 0 ? (
                  <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-500">
                    {t(say.none)}{' '}
                    <Link
                      to={channel === 'email' ? '/email-templates' : '/sms-templates'}
                      className="font-medium text-brand-600 hover:underline"
                    >
                      {t('customers.quick.createOne')}
                    </Link>
                  </p>
                ) : (
                  <fieldset className="space-y-2" disabled={sending}>
                    <legend className="mb-2 text-sm font-medium text-gray-700">{t('customers.quick.choose')}</legend>
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
                    {channel === 'sms' && (
                      <p className="mt-2 text-xs text-gray-500">
                        {t('customers.quick.characters', { count: preview.length })}
                      </p>
                    )}
                  </div>
                )}
                {channel === 'sms' && preview.length > SMS_SEGMENT_LENGTH && (
                  <p className="flex items-center gap-2 text-xs text-amber-700">
                    <TriangleAlert className="size-4" aria-hidden />
                    {t('customers.quick.segments', { limit: formatCountIn(SMS_SEGMENT_LENGTH, words.locale) })}
                  </p>
                )}
              </>
            )}
          </DialogBody>
          {!send.isSuccess && (
            <DialogFooter>
              <Button variant="secondary" onClick={onClose} disabled={sending}>
                {t('customers.quick.cancel')}
              </Button>
              <Button type="submit" disabled={!template || Boolean(blocked)} loading={sending}>
                {sending ? t('customers.quick.sending') : title}
              </Button>
            </DialogFooter>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
