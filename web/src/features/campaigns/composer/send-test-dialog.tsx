import type { TCampaignType, TTestRecipient } from '@regulars/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTestRecipients } from '../../../api/test-recipients.ts';
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
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { ActionError } from '../action-error.tsx';
import { AddTestRecipient, ConfirmTestRecipient } from './add-test-recipient.tsx';
import { composerRefusal } from './composer-refusals.ts';
import { TestRecipientLoadError, TestRecipientPicker, TestRecipientPickerSkeleton } from './test-recipient-picker.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: TCampaignType;
  /** An A/B test: the test may be of version A or B. */
  abTest: boolean;
  busy: boolean;
  error: unknown;
  onSend: (to: string, variant: 'a' | 'b') => void;
};

type TStep = { kind: 'pick' } | { kind: 'add' } | { kind: 'code'; recipient: TTestRecipient };

/**
 * A test before it goes to customers, only ever to a number or address the team verified by a code (or the user's
 * own verified email): pick one, or add one and enter the code it received.
 */
export function SendTestDialog({ open, onOpenChange, type, abTest, busy, error, onSend }: Props) {
  const { t } = useAppWords();
  const sms = type === 'sms';
  const list = useTestRecipients(type, open);
  const [step, setStep] = useState<TStep>({ kind: 'pick' });
  const [selected, setSelected] = useState<string | null>(null);
  const [variant, setVariant] = useState<'a' | 'b'>('a');

  useEffect(() => {
    if (open) {
      setStep({ kind: 'pick' });
      setSelected(null);
      setVariant('a');
    }
  }, [open]);

  const verified = list.data?.recipients.filter((r) => r.verified) ?? [];
  const pending = list.data?.recipients.filter((r) => !r.verified) ?? [];
  const choices = [...(list.data?.ownEmail ? [list.data.ownEmail] : []), ...verified.map((r) => r.address)];
  // The first verified choice is picked until the user picks another (or the picked one is removed).
  const chosen = selected !== null && choices.includes(selected) ? selected : (choices[0] ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onSend(chosen, abTest ? variant : 'a');
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('composer.action.sendTest')}</DialogTitle>
          <DialogDescription>
            {t(sms ? 'composer.test.descriptionSms' : 'composer.test.descriptionEmail')}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">
          {step.kind === 'add' && (
            <AddTestRecipient
              channel={type}
              onSent={(recipient) =>
                recipient.verified ? pickVerified(recipient) : setStep({ kind: 'code', recipient })
              }
              onCancel={() => setStep({ kind: 'pick' })}
            />
          )}
          {step.kind === 'code' && (
            <ConfirmTestRecipient
              recipient={step.recipient}
              onVerified={pickVerified}
              onCancel={() => setStep({ kind: 'pick' })}
            />
          )}
          {step.kind === 'pick' &&
            (list.isPending ? (
              <TestRecipientPickerSkeleton />
            ) : list.isError ? (
              <TestRecipientLoadError
                error={list.error}
                retrying={list.isFetching}
                onRetry={() => void list.refetch()}
              />
            ) : (
              <TestRecipientPicker
                channel={type}
                ownEmail={list.data.ownEmail}
                verified={verified}
                pending={pending}
                chosen={chosen}
                disabled={busy}
                onChoose={setSelected}
                onAdd={() => setStep({ kind: 'add' })}
                onEnterCode={(recipient) => setStep({ kind: 'code', recipient })}
              />
            ))}
          {step.kind === 'pick' && abTest && (
            <fieldset>
              <legend className="text-sm font-medium text-gray-700">{t('composer.test.version')}</legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {(['a', 'b'] as const).map((v) => (
                  <label
                    key={v}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                      variant === v ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-gray-200 text-gray-700',
                    )}
                  >
                    <input
                      type="radio"
                      name="test-variant"
                      value={v}
                      checked={variant === v}
                      disabled={busy}
                      onChange={() => setVariant(v)}
                      className="accent-brand-600"
                    />
                    {t(v === 'a' ? 'composer.versionA' : 'composer.versionB')}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {step.kind === 'pick' && <ActionError say={composerRefusal} error={error} />}
        </DialogBody>
        <form onSubmit={submit} noValidate aria-label={t('composer.test.form')}>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              {t('composer.cancel')}
            </Button>
            {step.kind === 'pick' && (
              <Button type="submit" loading={busy} disabled={!chosen}>
                {busy ? t('composer.sending') : t('composer.action.sendTest')}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );

  function pickVerified(recipient: TTestRecipient) {
    setSelected(recipient.address);
    setStep({ kind: 'pick' });
  }
}
