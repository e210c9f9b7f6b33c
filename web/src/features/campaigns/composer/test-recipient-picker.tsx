import type { TTestRecipient, TTestRecipientChannel } from '@regulars/contracts';
import { CircleCheck, Plus, Trash2 } from 'lucide-react';
import { useShowPhone } from '../../../api/business-country.ts';
import { useRemoveTestRecipient } from '../../../api/test-recipients.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { composerRefusal } from './composer-refusals.ts';

type Props = {
  channel: TTestRecipientChannel;
  ownEmail: string | null;
  verified: TTestRecipient[];
  pending: TTestRecipient[];
  chosen: string | null;
  disabled: boolean;
  onChoose: (address: string) => void;
  onAdd: () => void;
  onEnterCode: (recipient: TTestRecipient) => void;
};

/** The verified numbers (or addresses) to pick one from, those still waiting for their code, and the way to add one. */
export function TestRecipientPicker({
  channel,
  ownEmail,
  verified,
  pending,
  chosen,
  disabled,
  onChoose,
  onAdd,
  onEnterCode,
}: Props) {
  const words = useAppWords();
  const showPhone = useShowPhone();
  const { t } = words;
  const sms = channel === 'sms';
  const remove = useRemoveTestRecipient();
  const removeOne = (recipient: TTestRecipient) =>
    remove.mutate(recipient.id, {
      onSuccess: () => toast.success(t('composer.recipients.removed')),
      onError: (error) => toast.error(composerRefusal(words, error)),
    });
  const nothingYet = !ownEmail && verified.length === 0;

  return (
    <div className="space-y-4">
      {nothingYet ? (
        <div className="rounded-lg border border-dashed border-gray-300 px-4 py-5 text-center">
          <p className="text-sm font-semibold text-gray-900">
            {t(sms ? 'composer.recipients.noNumbers' : 'composer.recipients.noAddresses')}
          </p>
          <p className="mx-auto mt-1 max-w-sm text-sm text-gray-600">
            {t(sms ? 'composer.recipients.noNumbersHint' : 'composer.recipients.noAddressesHint')}
          </p>
        </div>
      ) : (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-gray-900">{t('composer.recipients.sendTo')}</legend>
          {ownEmail && (
            <Choice
              address={ownEmail}
              chosen={chosen}
              disabled={disabled}
              onChoose={onChoose}
              note={t('composer.recipients.yourAccount')}
            />
          )}
          {verified.map((recipient) => (
            <Choice
              key={recipient.id}
              address={recipient.address}
              chosen={chosen}
              disabled={disabled}
              onChoose={onChoose}
              onRemove={() => removeOne(recipient)}
              removing={remove.isPending && remove.variables === recipient.id}
            />
          ))}
        </fieldset>
      )}
      {pending.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-gray-900">{t('composer.recipients.waiting')}</p>
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
            {pending.map((recipient) => (
              <li key={recipient.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0 truncate text-sm text-gray-700">{showPhone(recipient.address)}</span>
                <span className="flex items-center gap-1">
                  <Button variant="secondary" size="sm" onClick={() => onEnterCode(recipient)} disabled={disabled}>
                    {t('composer.recipients.enterCode')}
                  </Button>
                  <RemoveButton
                    address={recipient.address}
                    onRemove={() => removeOne(recipient)}
                    removing={remove.isPending && remove.variables === recipient.id}
                  />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button variant="secondary" size="sm" onClick={onAdd} disabled={disabled}>
        <Plus className="size-4" aria-hidden />
        {t(sms ? 'composer.recipients.addNumber' : 'composer.recipients.addEmail')}
      </Button>
    </div>
  );
}

function Choice({
  address,
  chosen,
  disabled,
  onChoose,
  note,
  onRemove,
  removing = false,
}: {
  address: string;
  chosen: string | null;
  disabled: boolean;
  onChoose: (address: string) => void;
  note?: string;
  onRemove?: () => void;
  removing?: boolean;
}) {
  const { t } = useAppWords();
  const showPhone = useShowPhone();
  const checked = chosen === address;
  const id = `test-to-${address.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-lg border px-3 py-2.5 transition-colors',
        checked ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500' : 'border-gray-200 hover:bg-gray-50',
      )}
    >
      <input
        id={id}
        type="radio"
        name="test-recipient"
        className="size-4 accent-brand-600"
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(address)}
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer items-center gap-2">
        <span className="min-w-0 truncate text-sm font-medium text-gray-900">{showPhone(address)}</span>
        {note ? (
          <Badge tone="brand">{note}</Badge>
        ) : (
          <Badge tone="green">
            <CircleCheck className="size-3" aria-hidden />
            {t('composer.recipients.verified')}
          </Badge>
        )}
      </label>
      {onRemove && <RemoveButton address={address} onRemove={onRemove} removing={removing} />}
    </div>
  );
}

function RemoveButton({ address, onRemove, removing }: { address: string; onRemove: () => void; removing: boolean }) {
  const { t } = useAppWords();
  const showPhone = useShowPhone();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="px-2 text-gray-500 hover:text-red-600"
      onClick={onRemove}
      loading={removing}
      aria-label={t('composer.recipients.remove', { address: showPhone(address) })}
    >
      {!removing && <Trash2 className="size-4" aria-hidden />}
    </Button>
  );
}

export function TestRecipientPickerSkeleton() {
  const { t } = useAppWords();
  return (
    <div className="space-y-2" role="status" aria-busy="true">
      <span className="sr-only">{t('composer.recipients.loading')}</span>
      <div className="h-4 w-20 animate-pulse rounded bg-gray-100" />
      <div className="h-11 animate-pulse rounded-lg bg-gray-100" />
      <div className="h-11 animate-pulse rounded-lg bg-gray-100" />
    </div>
  );
}

export function TestRecipientLoadError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const words = useAppWords();
  return (
    <Alert tone="error">
      <p>{composerRefusal(words, error, 'composer.recipients.loadFailed')}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry} loading={retrying}>
        {words.t('composer.tryAgain')}
      </Button>
    </Alert>
  );
}
