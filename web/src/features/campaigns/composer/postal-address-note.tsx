import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';

/** Why an email campaign cannot be sent yet, and the way to the one field that fixes it. */
export function PostalAddressNote() {
  return (
    <p
      className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="postal-address-missing"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <span>
        Add your business postal address before sending: the law requires it in every marketing email.{' '}
        <Link to="/settings#postal-address" className="font-medium underline">
          Add it in Settings
        </Link>
      </span>
    </p>
  );
}
