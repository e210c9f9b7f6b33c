import { Ban } from 'lucide-react';
import { useMe } from '../../api/auth.ts';
import { useSuspension } from '../../api/suspension.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatLongDate } from '../../lib/format-date.ts';

/**
 * The banner a suspended business's users see on every page: they can still read everything and pay, but every
 * change is refused until support reactivates the account. Nothing shows for anyone else (super admins included).
 */
export function SuspendedNotice() {
  const { data: me } = useMe();
  const { t, locale } = useAppWords();
  const isBusinessUser = Boolean(me && !me.isSuperAdmin && (me.business || me.tenant));
  const status = useSuspension(isBusinessUser);
  if (!status.data?.suspended) return null;
  return (
    <div
      role="alert"
      data-testid="suspended-notice"
      className="mb-6 flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-4 text-red-900 sm:px-5"
    >
      <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-red-100">
        <Ban className="size-5 text-red-600" aria-hidden />
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          {t('frame.suspended.title')}
          {status.data.suspendedAt && (
            <span className="font-normal text-red-700">
              {' · '}
              {t('frame.suspended.since', { date: formatLongDate(status.data.suspendedAt, undefined, locale) })}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-red-800">{t('frame.suspended.notice')}</p>
      </div>
    </div>
  );
}
