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
import { useAppWords } from '../../../lib/app-words.tsx';
import { CustomerContactFields } from '../customer-contact-fields.tsx';
import { detailRefusal } from './detail-refusals.ts';
import { OptInField } from './opt-in-field.tsx';
import { changedFields, fieldOfError, profileDefaults, type TProfileFields } from './profile-form.ts';

type TInput = z.input<typeof ZUpdateCustomer>;
type TOutput = z.output<typeof ZUpdateCustomer>;

/** Every profile field and the message opt-ins, checked by the contract's rules; only what changed is sent. */
export function ProfileCard({ customer }: { customer: TCustomerDetail }) {
  const words = useAppWords();
  const { t } = words;
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
        toast.success(t('customerDetail.profile.saved'));
      },
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('customerDetail.profile.title')}</CardTitle>
        <CardDescription>{t('customerDetail.profile.description')}</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate aria-label={t('customerDetail.profile.title')}>
        <div className="space-y-4 px-6 py-5">
          {update.error && !errorField && (
            <Alert tone="error">{detailRefusal(words, update.error, 'customerDetail.profile.saveFailed')}</Alert>
          )}
          <CustomerContactFields
            idPrefix="profile"
            register={form.register}
            errors={errors}
            phoneHint={t('customerDetail.profile.phoneHint')}
            nameGridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
          />
          <fieldset className="space-y-3 pt-1">
            <legend className="mb-2 text-sm font-medium text-gray-700">{t('customerDetail.profile.messages')}</legend>
            <OptInField
              id="profile-opted-in-sms"
              label={t('customerDetail.profile.sms')}
              hint={t('customerDetail.profile.smsHint')}
              {...form.register('optedInSms')}
            />
            <OptInField
              id="profile-opted-in-email"
              label={t('customerDetail.profile.email')}
              hint={t('customerDetail.profile.emailHint')}
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
            {t('customerDetail.profile.discard')}
          </Button>
          <Button type="submit" disabled={!isDirty} loading={update.isPending}>
            {update.isPending ? t('customerDetail.profile.saving') : t('customerDetail.profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
