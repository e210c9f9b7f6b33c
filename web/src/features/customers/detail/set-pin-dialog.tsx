import { zodResolver } from '@hookform/resolvers/zod';
import { type TCustomerDetail, type TSetCustomerPin, ZSetCustomerPin } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../api/client.ts';
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
import { customerName } from '../../../lib/customer-name.ts';
import { PinField } from '../../portal/index.ts';

type Props = { customer: TCustomerDetail; open: boolean; onOpenChange: (open: boolean) => void };

/** Staff choose the customer's new portal PIN with them; it is sent once and stored only as a hash. */
export function SetPinDialog({ customer, open, onOpenChange }: Props) {
  const form = useForm<TSetCustomerPin>({ resolver: zodResolver(ZSetCustomerPin), defaultValues: { pin: '' } });
  const setPin = useSetCustomerPin(customer.id);
  const error = form.formState.errors.pin?.message;
  const resetting = customer.pinSet;

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
        toast.success(resetting ? 'PIN reset' : 'PIN set', {
          description: `${customerName(customer)} can sign in to the portal with it now.`,
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
            <DialogTitle>{resetting ? 'Reset PIN' : 'Set PIN'}</DialogTitle>
            <DialogDescription>
              {resetting
                ? 'The old PIN stops working and any open portal session is signed out.'
                : 'The customer signs in to the portal with their phone number and this PIN.'}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            {setPin.error && <Alert tone="error">{errorMessage(setPin.error)}</Alert>}
            {!customer.phone && (
              <Alert tone="info">This customer has no phone number yet. Add one in the profile first.</Alert>
            )}
            <div className="space-y-1.5">
              <Label htmlFor="new-pin">New PIN</Label>
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
                <FieldHint id="new-pin-hint">4 to 6 digits. Share it with the customer only.</FieldHint>
              )}
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={setPin.isPending}>
              {setPin.isPending ? 'Saving...' : resetting ? 'Reset PIN' : 'Set PIN'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
