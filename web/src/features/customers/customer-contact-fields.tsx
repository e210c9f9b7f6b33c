import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field.tsx';

type TContactField = 'firstName' | 'lastName' | 'email' | 'phone' | 'birthday';

/**
 * A customer's name, email, phone and birthday fields: the same labels and inputs where a customer is added and where
 * their profile is edited. `idPrefix` keeps the ids unique on a page.
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
  return (
    <>
      <div className={nameGridClassName}>
        <TextField
          id={`${idPrefix}-first-name`}
          label="First name"
          autoComplete="off"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id={`${idPrefix}-last-name`}
          label="Last name"
          autoComplete="off"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label="Phone"
        hint={phoneHint}
        type="tel"
        autoComplete="off"
        placeholder="(555) 123-4567"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        id={`${idPrefix}-birthday`}
        label="Birthday"
        type="date"
        error={errors.birthday?.message}
        {...register('birthday')}
      />
    </>
  );
}
