import { CUSTOMER_MESSAGES, EMAIL_PATTERN, isIsoDate } from '@regulars/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useCreateCustomer } from '../../api/customers.ts';
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
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';

const EMPTY = { first_name: '', last_name: '', email: '', phone: '', birthday: '' };
type TFields = typeof EMPTY;

/** Client-side checks with the server's messages; every field is optional. */
function fieldErrors(f: TFields): Partial<Record<keyof TFields, string>> {
  const errors: Partial<Record<keyof TFields, string>> = {};
  if (f.email.trim() && !EMAIL_PATTERN.test(f.email.trim())) errors.email = CUSTOMER_MESSAGES.invalidEmail;
  if (f.birthday && !isIsoDate(f.birthday)) errors.birthday = CUSTOMER_MESSAGES.invalidBirthday;
  return errors;
}

export function AddCustomerDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [fields, setFields] = useState<TFields>(EMPTY);
  const [touched, setTouched] = useState(false);
  const create = useCreateCustomer();
  const errors = touched ? fieldErrors(fields) : {};
  const serverError = create.error;

  function close(next: boolean) {
    if (!next) {
      setFields(EMPTY);
      setTouched(false);
      create.reset();
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(fieldErrors(fields)).length > 0) return;
    try {
      const customer = await create.mutateAsync(fields);
      const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.uniqueCustomerId;
      toast.success(`${name} added`);
      close(false);
    } catch {
      // Shown in the dialog below.
    }
  }

  const set = (key: keyof TFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  const isPlanLimit = serverError instanceof ApiError && serverError.code === 'PLAN_LIMIT';

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>Add Customer</DialogTitle>
            <DialogDescription>All fields are optional. Add a phone or email so you can reach them.</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            {serverError && (
              <Alert tone="error">
                {errorMessage(serverError)}
                {isPlanLimit && (
                  <>
                    {' '}
                    <Link to="/subscription" className="font-semibold underline">
                      View plans
                    </Link>
                  </>
                )}
              </Alert>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="customer-first-name"
                label="First name"
                autoComplete="off"
                value={fields.first_name}
                onChange={set('first_name')}
              />
              <TextField
                id="customer-last-name"
                label="Last name"
                autoComplete="off"
                value={fields.last_name}
                onChange={set('last_name')}
              />
            </div>
            <TextField
              id="customer-email"
              label="Email"
              error={errors.email}
              type="email"
              autoComplete="off"
              value={fields.email}
              onChange={set('email')}
            />
            <TextField
              id="customer-phone"
              label="Phone"
              hint="Stored in international format, e.g. +15551234567."
              type="tel"
              autoComplete="off"
              placeholder="(555) 123-4567"
              value={fields.phone}
              onChange={set('phone')}
            />
            <TextField
              id="customer-birthday"
              label="Birthday"
              error={errors.birthday}
              type="date"
              value={fields.birthday}
              onChange={set('birthday')}
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
