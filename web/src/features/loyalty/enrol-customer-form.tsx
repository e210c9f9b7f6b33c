import { zodResolver } from '@hookform/resolvers/zod';
import { REFERRAL_MESSAGES, type TCustomer } from '@regulars/contracts';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateCustomer } from '../../api/customers.ts';
import { CreateCustomerError } from '../../components/create-customer-error.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { type TCounterEnrolment, ZCounterEnrolment } from './counter-enrolment-schema.ts';
import { counterMessageIn, counterRefusal } from './counter-refusal.ts';
import { enrolmentPrefill } from './enrolment-prefill.ts';

/** Only the counter takes a friend's referral code: its refusals are the counter's to say. */
const REFERRAL_REFUSALS: readonly string[] = [
  REFERRAL_MESSAGES.codeInvalid,
  REFERRAL_MESSAGES.codeNotFound,
  REFERRAL_MESSAGES.codeWhileOff,
];

/** Example values: not words to translate. */
const PHONE_EXAMPLE = '(555) 123-4567';
const CODE_EXAMPLE = 'K7M2QX9P';

/** Enrol a new customer without leaving the counter: phone (required) and name, then they are opened. */
export function EnrolCustomerForm({
  search,
  onEnrolled,
}: {
  search: string;
  onEnrolled: (customer: TCustomer) => void;
}) {
  const words = useAppWords();
  const { t } = words;
  const form = useForm<TCounterEnrolment, unknown, z.output<typeof ZCounterEnrolment>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCounterEnrolment),
    defaultValues: enrolmentPrefill(search),
  });
  const create = useCreateCustomer('/api/counter/customers');
  const errors = form.formState.errors;
  const problem = (message: string | undefined) => (message ? counterMessageIn(words, message) : undefined);
  const referralRefused = create.error instanceof Error && REFERRAL_REFUSALS.includes(create.error.message);

  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: onEnrolled }));

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('counter.enrol.title')}>
      {referralRefused ? (
        <Alert tone="error">{counterRefusal(words, create.error)}</Alert>
      ) : (
        <CreateCustomerError error={create.error} />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="enrol-phone"
          label={t('counter.enrol.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={PHONE_EXAMPLE}
          className="h-12 text-base"
          error={problem(errors.phone?.message)}
          {...form.register('phone')}
        />
        <TextField
          id="enrol-first-name"
          label={t('counter.enrol.firstName')}
          autoComplete="off"
          className="h-12 text-base"
          error={problem(errors.firstName?.message)}
          {...form.register('firstName')}
        />
        <TextField
          id="enrol-last-name"
          label={t('counter.enrol.lastName')}
          autoComplete="off"
          className="h-12 text-base"
          error={problem(errors.lastName?.message)}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id="enrol-referral-code"
        label={t('counter.enrol.referralCode')}
        autoComplete="off"
        autoCapitalize="characters"
        placeholder={CODE_EXAMPLE}
        hint={t('counter.enrol.referralHint')}
        className="h-12 font-mono text-base uppercase sm:max-w-xs"
        error={problem(errors.referralCode?.message)}
        {...form.register('referralCode')}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={create.isPending}>
        {!create.isPending && <UserPlus className="size-5" aria-hidden />}
        {create.isPending ? t('counter.enrol.submitting') : t('counter.enrol.submit')}
      </Button>
    </form>
  );
}
