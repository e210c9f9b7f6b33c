import { zodResolver } from '@hookform/resolvers/zod';
import { ZAddCustomer } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateCustomer } from '../../api/customers.ts';
import { CreateCustomerError } from '../../components/create-customer-error.tsx';
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
import { toast } from '../../components/ui/toaster.tsx';
import { CustomerContactFields } from './customer-contact-fields.tsx';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', birthday: '' };

/** Every field optional (the contract's rules); after a first attempt, problems update as the user types. */
export function AddCustomerDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<z.input<typeof ZAddCustomer>, unknown, z.output<typeof ZAddCustomer>>({
    resolver: zodResolver(ZAddCustomer),
    defaultValues: EMPTY,
    // Problems show beside their fields; focus stays where the user put it.
    shouldFocusError: false,
  });
  const create = useCreateCustomer();
  const errors = form.formState.errors;
  const serverError = create.error;

  function close(next: boolean) {
    if (!next) {
      form.reset(EMPTY);
      create.reset();
    }
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (customer) => {
        const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.uniqueCustomerId;
        toast.success(`${name} added`);
        close(false);
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>Add Customer</DialogTitle>
            <DialogDescription>All fields are optional. Add a phone or email so you can reach them.</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <CreateCustomerError error={serverError} />
            <CustomerContactFields
              idPrefix="customer"
              register={form.register}
              errors={errors}
              phoneHint="Stored in international format, e.g. +15551234567."
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? 'Adding...' : 'Add Customer'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
