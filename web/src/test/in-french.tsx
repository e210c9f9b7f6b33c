import type { TMe } from '@regulars/contracts';
import type { ReactNode } from 'react';
import { StaffWords } from '../lib/staff-words.tsx';
import { makeMe } from './render.tsx';

/** makeMe's options, save that `user` lists only the fields to change (a test sets the user's own language). */
type TFrenchOwnerOptions = Partial<Omit<TMe, 'user'>> & { user?: Partial<TMe['user']> };

/** A French user of a Paris café: the app in French, euros, and dates and numbers written the French way. */
export function frenchOwner(
  { user, ...options }: TFrenchOwnerOptions = {},
  businessFields: Partial<NonNullable<TMe['business']>> = {},
): TMe {
  const base = makeMe({ language: 'fr', ...options });
  return {
    ...base,
    user: { ...base.user, ...user },
    business: base.business && {
      ...base.business,
      currency: 'EUR',
      locale: 'fr-FR',
      country: 'FR',
      ...businessFields,
    },
  };
}

/** As the app's shell does for a French user (features/layout/owner-words.tsx). */
export function inFrench(ui: ReactNode) {
  return (
    <StaffWords language="fr" businessLocale="fr-FR">
      {ui}
    </StaffWords>
  );
}
