import type { TSignupFormInfo } from '@regulars/contracts';
import { Gift } from 'lucide-react';

type Props = { invitation: NonNullable<TSignupFormInfo['invitation']> };

/** Above the form opened from a friend's link: who invited them, and what joining brings them. */
export function InvitationBanner({ invitation }: Props) {
  return (
    <div
      className="mb-4 flex items-start gap-3 rounded-2xl bg-white px-5 py-4 shadow-xl shadow-gray-900/5 ring-1 ring-gray-200"
      data-testid="invitation-banner"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-50">
        <Gift className="size-5 text-amber-500" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-base font-semibold break-words text-gray-900">{invitation.headline}</p>
        <p className="mt-0.5 text-sm text-gray-600">{invitation.offer}</p>
      </div>
    </div>
  );
}
