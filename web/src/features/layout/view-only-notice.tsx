import { Eye } from 'lucide-react';
import { useMe } from '../../api/auth.ts';
import { useAppWords } from '../../lib/app-words.tsx';

/**
 * The line an analyst (issue 53) sees on every page: they read everything of the business, and of every client of an
 * agency, and the server refuses every change they would make. Said once, plainly, instead of on each refusal.
 */
export function ViewOnlyNotice() {
  const { data: me } = useMe();
  const { t } = useAppWords();
  if (!me?.viewOnly) return null;
  return (
    <div
      role="status"
      data-testid="view-only-notice"
      className="mb-6 flex items-center gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 sm:px-5"
    >
      <Eye className="size-5 shrink-0 text-sky-600" aria-hidden />
      <p>{t('frame.viewOnly')}</p>
    </div>
  );
}
