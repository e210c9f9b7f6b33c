import { zodResolver } from '@hookform/resolvers/zod';
import { type TCustomerDetail, type TSetCustomerPin, ZSetCustomerPin } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { useSetCustomerPin } from '../../../api/customers.ts';
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
import { FieldHint, Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { customerName } from '../../../lib/customer-name.ts';
import { PinField } from '../../portal/index.ts';
import { detailMessage, detailRefusal } from './detail-refusals.ts';

type Props = { customer: TCustomerDetail; open: boolean; onOpenChange: (open: boolean) => void };

/** Staff choose the customer's new portal PIN with them; it is sent once and stored only as a hash. */
export function SetPinDialog({ customer, open, onOpenChange }: Props) {
  const words = useAppWords();
  const { t } = words;
  const form = useForm<TSetCustomerPin>({ resolver: zodResolver(ZSetCustomerPin), defaultValues: { pin: '' } });
  const setPin = useSetCustomerPin(customer.id);
  // The contract's check is English: said in the reader's language.
  const error = detailMessage(words, form.formState.errors.pin?.message, 'customerDetail.pin.length');
  const resetting = customer.pinSet;
  const action = resetting ? t('customerDetail.pin.reset') : t('customerDetail.pin.set');

  function close(next: boolean) {
    if (!next) {
      form.reset({ pin: '' });
      setPin.reset();
    }
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) =>
    setPin.mutate(values, {
      onSuccess: () => {
        toast.success(resetting ? t('customerDetail.pin.doneReset') : t('customerDetail.pin.doneSet'), {
          description: t('customerDetail.pin.doneDetail', { name: customerName(customer, words) }),
        });
        close(false);
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>{action}</DialogTitle>
            <DialogDescription>
              {resetting ? t('customerDetail.pin.resetDescription') : t('customerDetail.pin.setDescription')}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            {setPin.error && (
              <Alert tone="error">{detailRefusal(words, setPin.error, 'customerDetail.pin.failed')}</Alert>
            )}
            {!customer.phone && <Alert tone="info">{t('customerDetail.pin.noPhone')}</Alert>}
            <div className="space-y-1.5">
              <Label htmlFor="new-pin">{t('customerDetail.pin.label')}</Label>
              <PinField
                id="new-pin"
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'new-pin-error' : 'new-pin-hint'}
                {...form.register('pin')}
              />
              {error ? (
                <p id="new-pin-error" className="text-xs text-red-600">
                  {error}
                </p>
              ) : (
                <FieldHint id="new-pin-hint">{t('customerDetail.pin.hint')}</FieldHint>
              )}
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('customerDetail.pin.cancel')}
            </Button>
            <Button type="submit" loading={setPin.isPending}>
              {setPin.isPending ? t('customerDetail.pin.saving') : action}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
