import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AcceptInvitationScreen } from '../features/teams/index.ts';
import { browserLanguage } from '../lib/browser-language.ts';
import { StaffWords } from '../lib/staff-words.tsx';

/**
 * /accept-invitation speaks the browser's language: nobody is signed in yet to take one from, and no business's
 * locale governs it (issue 52). The page's `lang` follows the words (StaffWords).
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const [language] = useState(browserLanguage);
  const token = params.get('token')?.trim() || null;
  return (
    <StaffWords language={language} businessLocale={undefined}>
      <AcceptInvitationScreen token={token} />
    </StaffWords>
  );
}
