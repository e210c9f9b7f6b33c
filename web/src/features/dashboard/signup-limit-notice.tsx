import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useSignupFormLimit } from '../../api/signup-form-limit.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { partsAround } from '../../lib/parts-around.ts';

/** Once today's sign-ups reach the form's daily limit: the form is closed to new guests until midnight UTC. */
export function SignupLimitNotice() {
  const { t, locale } = useAppWords();
  const { data } = useSignupFormLimit();
  if (!data?.reachedToday) return null;
  // The page it names becomes the link, wherever the language puts it.
  const limit = formatCountIn(data.dailyLimit, locale);
  const [before, after] = partsAround((settings) => t('dashboard.signupLimit.notice', { limit, settings }));
  return (
    <section
      aria-label={t('dashboard.signupLimit.region')}
      data-testid="signup-limit-notice"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3.5 text-sm text-amber-900 shadow-sm"
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-amber-100">
        <TriangleAlert className="size-4 text-amber-600" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="font-medium">
          {before}
          <Link to="/settings#signup-form" className="font-semibold underline underline-offset-2 hover:text-amber-700">
            {t('dashboard.signupLimit.settings')}
          </Link>
          {after}
        </p>
        <p className="mt-0.5 text-amber-800/90">{t('dashboard.signupLimit.guests')}</p>
      </div>
    </section>
  );
}
