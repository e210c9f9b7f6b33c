import { zodResolver } from '@hookform/resolvers/zod';
import { type TCustomerDetail, ZUpdateCustomer } from '@regulars/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useBusinessCountry } from '../../../api/business-country.ts';
import { errorMessage } from '../../../api/client.ts';
import { useUpdateCustomer } from '../../../api/customers.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { CustomerContactFields } from '../customer-contact-fields.tsx';
import { OptInField } from './opt-in-field.tsx';
import { changedFields, fieldOfError, profileDefaults, type TProfileFields } from './profile-form.ts';

type TInput = z.input<typeof ZUpdateCustomer>;
type TOutput = z.output<typeof ZUpdateCustomer>;

/** Every profile field and the message opt-ins, checked by the contract's rules; only what changed is sent. */
export function ProfileCard({ customer }: { customer: TCustomerDetail }) {
  const country = useBusinessCountry();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(ZUpdateCustomer),
    defaultValues: profileDefaults(customer, country),
    shouldFocusError: false,
  });
  const update = useUpdateCustomer(customer.id);
  const { errors, isDirty, dirtyFields } = form.formState;
  // A refusal about one field (a phone another customer has) shows beside it; any other above the form.
  const errorField = fieldOfError(update.error);

  // The customer changed elsewhere (the portal switch, another tab): an untouched form follows.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(profileDefaults(customer, country));
  }, [customer, country, form]);

  useEffect(() => {
    if (errorField && update.error) form.setError(errorField, { message: errorMessage(update.error) });
  }, [errorField, update.error, form]);

  const submit = form.handleSubmit(() => {
    const body = changedFields(form.getValues() as TProfileFields, dirtyFields);
    update.mutate(body, {
      onSuccess: (saved) => {
        form.reset(profileDefaults(saved, country));
        toast.success('Customer updated');
      },
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Contact details and what the customer agreed to receive.</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate aria-label="Profile">
        <div className="space-y-4 px-6 py-5">
          {update.error && !errorField && <Alert tone="error">{errorMessage(update.error)}</Alert>}
          <CustomerContactFields
            idPrefix="profile"
            register={form.register}
            errors={errors}
            phoneHint="Also the customer's portal sign-in."
            nameGridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
          />
          <fieldset className="space-y-3 pt-1">
            <legend className="mb-2 text-sm font-medium text-gray-700">Messages</legend>
            <OptInField
              id="profile-opted-in-sms"
              label="Text messages (SMS)"
              hint="Campaigns and quick texts"
              {...form.register('optedInSms')}
            />
            <OptInField
              id="profile-opted-in-email"
              label="Email"
              hint="Campaigns and quick emails"
              {...form.register('optedInEmail')}
            />
          </fieldset>
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-gray-100 px-6 py-4 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            disabled={!isDirty || update.isPending}
            onClick={() => {
              update.reset();
              form.reset(profileDefaults(customer, country));
            }}
          >
            Discard changes
          </Button>
          <Button type="submit" disabled={!isDirty} loading={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
