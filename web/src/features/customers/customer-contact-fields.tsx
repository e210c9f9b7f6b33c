import type { UseFormRegisterReturn } from 'react-hook-form';
import { contactFieldMessage } from '../../components/customer-messages.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

type TContactField = 'firstName' | 'lastName' | 'email' | 'phone' | 'birthday';

/**
 * A customer's name, email, phone and birthday fields: the same labels and inputs where a customer is added and where
 * their profile is edited, and their problems (the contract's English) in the user's language. `idPrefix` keeps the
 * ids unique on a page.
 */
export function CustomerContactFields({
  idPrefix,
  register,
  errors,
  phoneHint,
  nameGridClassName = 'grid gap-4 sm:grid-cols-2',
}: {
  idPrefix: string;
  register: (name: TContactField) => UseFormRegisterReturn;
  errors: Partial<Record<TContactField, { message?: string }>>;
  phoneHint: string;
  nameGridClassName?: string;
}) {
  const words = useAppWords();
  const { t } = words;
  const problem = (field: TContactField) => contactFieldMessage(words, errors[field]?.message);
  return (
    <>
      <div className={nameGridClassName}>
        <TextField
          id={`${idPrefix}-first-name`}
          label={t('dashboard.contact.firstName')}
          autoComplete="off"
          error={problem('firstName')}
          {...register('firstName')}
        />
        <TextField
          id={`${idPrefix}-last-name`}
          label={t('dashboard.contact.lastName')}
          autoComplete="off"
          error={problem('lastName')}
          {...register('lastName')}
        />
      </div>
      <TextField
        id={`${idPrefix}-email`}
        label={t('dashboard.contact.email')}
        type="email"
        autoComplete="off"
        error={problem('email')}
        {...register('email')}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label={t('dashboard.contact.phone')}
        hint={phoneHint}
        type="tel"
        autoComplete="off"
        placeholder="(555) 123-4567"
        error={problem('phone')}
        {...register('phone')}
      />
      <TextField
        id={`${idPrefix}-birthday`}
        label={t('dashboard.contact.birthday')}
        type="date"
        error={problem('birthday')}
        {...register('birthday')}
      />
    </>
  );
}
