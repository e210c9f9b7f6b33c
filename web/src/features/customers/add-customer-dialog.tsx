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
import { useAppWords } from '../../lib/app-words.tsx';
import { CustomerContactFields } from './customer-contact-fields.tsx';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', birthday: '' };

/** Every field optional (the contract's rules); after a first attempt, problems update as the user types. */
export function AddCustomerDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useAppWords();
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
        toast.success(t('dashboard.addCustomer.added', { name }));
        close(false);
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>{t('dashboard.addCustomer.title')}</DialogTitle>
            <DialogDescription>{t('dashboard.addCustomer.description')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <CreateCustomerError error={serverError} />
            <CustomerContactFields
              idPrefix="customer"
              register={form.register}
              errors={errors}
              phoneHint={t('dashboard.addCustomer.phoneHint')}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('dashboard.addCustomer.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? t('dashboard.addCustomer.adding') : t('dashboard.addCustomer.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
