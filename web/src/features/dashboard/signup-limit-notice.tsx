import { signupFormLimitNotice } from '@regulars/contracts';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useSignupFormLimit } from '../../api/signup-form-limit.ts';

const LINK_WORD = 'Settings';

/** Once today's sign-ups reach the form's daily limit: the form is closed to new guests until midnight UTC. */
export function SignupLimitNotice() {
  const { data } = useSignupFormLimit();
  if (!data?.reachedToday) return null;
  const notice = signupFormLimitNotice(data.dailyLimit);
  // The sentence ends with the page to go to: that word is the link.
  const lead = notice.endsWith(LINK_WORD) ? notice.slice(0, -LINK_WORD.length) : `${notice} `;
  return (
    <section
      aria-label="Sign-up form limit"
      data-testid="signup-limit-notice"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3.5 text-sm text-amber-900 shadow-sm"
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-amber-100">
        <TriangleAlert className="size-4 text-amber-600" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="font-medium">
          {lead}
          <Link to="/settings#signup-form" className="font-semibold underline underline-offset-2 hover:text-amber-700">
            {LINK_WORD}
          </Link>
        </p>
        <p className="mt-0.5 text-amber-800/90">
          New guests who scan your QR code are asked to have staff add them until midnight UTC.
        </p>
      </div>
    </section>
  );
}
