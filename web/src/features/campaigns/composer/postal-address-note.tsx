import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useAppWords } from '../../../lib/app-words.tsx';

/** Why an email campaign cannot be sent yet, and the way to the one field that fixes it. */
export function PostalAddressNote() {
  const { t } = useAppWords();
  return (
    <p
      className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="postal-address-missing"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <span>
        {t('composer.ready.postalAddress')}{' '}
        <Link to="/settings#postal-address" className="font-medium underline">
          {t('composer.ready.postalAddressLink')}
        </Link>
      </span>
    </p>
  );
}
