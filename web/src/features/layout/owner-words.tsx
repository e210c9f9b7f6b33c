import type { ReactNode } from 'react';
import { useMe } from '../../api/auth.ts';
import { StaffWords } from '../../lib/staff-words.tsx';

/** The signed-in app speaks the user's language (their choice, else their business's: the profile says which). */
export function OwnerWords({ children }: { children: ReactNode }) {
  const me = useMe().data;
  return (
    <StaffWords language={me?.language ?? 'en'} businessLocale={me?.business?.locale}>
      {children}
    </StaffWords>
  );
}
