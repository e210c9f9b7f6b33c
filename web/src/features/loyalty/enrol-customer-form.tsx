import { zodResolver } from '@hookform/resolvers/zod';
import type { TCustomer } from '@regulars/contracts';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateCustomer } from '../../api/customers.ts';
import { CreateCustomerError } from '../../components/create-customer-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { type TCounterEnrolment, ZCounterEnrolment } from './counter-enrolment-schema.ts';
import { enrolmentPrefill } from './enrolment-prefill.ts';

/** Enrol a new customer without leaving the counter: phone (required) and name, then they are opened. */
export function EnrolCustomerForm({
  search,
  onEnrolled,
}: {
  search: string;
  onEnrolled: (customer: TCustomer) => void;
}) {
  const form = useForm<TCounterEnrolment, unknown, z.output<typeof ZCounterEnrolment>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCounterEnrolment),
    defaultValues: enrolmentPrefill(search),
  });
  const create = useCreateCustomer('/api/counter/customers');
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: onEnrolled }));

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Enrol new customer">
      <CreateCustomerError error={create.error} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="enrol-phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(555) 123-4567"
          className="h-12 text-base"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          id="enrol-first-name"
          label="First name"
          autoComplete="off"
          className="h-12 text-base"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          id="enrol-last-name"
          label="Last name"
          autoComplete="off"
          className="h-12 text-base"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id="enrol-referral-code"
        label="Referral code (optional)"
        autoComplete="off"
        autoCapitalize="characters"
        placeholder="K7M2QX9P"
        hint="The code of the customer who invited them, if they have one."
        className="h-12 font-mono text-base uppercase sm:max-w-xs"
        error={errors.referralCode?.message}
        {...form.register('referralCode')}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={create.isPending}>
        {!create.isPending && <UserPlus className="size-5" aria-hidden />}
        {create.isPending ? 'Enrolling…' : 'Enrol customer'}
      </Button>
    </form>
  );
}
