import { ADMIN_ACTION_MESSAGES, CLOSING_MESSAGES } from '@regulars/contracts';
import { Archive, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useClosingStatus, useReopenBusiness } from '../../api/closing.ts';
import { KnownTimeZone } from '../../api/use-business-time-zone.ts';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { browserTimeZone } from '../../lib/browser-time-zone.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { partsAround } from '../../lib/parts-around.ts';
import { BusinessSwitcher } from '../agency/index.ts';
import { useSignOut } from '../auth/index.ts';
import { DataExportCard } from '../data-export/index.ts';

/** Why reopening may be refused, in English as the server says it, by the keys that say it in the user's language. */
export const REOPEN_REFUSALS: TKnownMessages = {
  [CLOSING_MESSAGES.notClosed]: 'frame.closed.notClosed',
  [CLOSING_MESSAGES.gracePassed]: 'frame.closed.gracePassed',
  [ADMIN_ACTION_MESSAGES.suspended]: 'frame.suspendedRefusal',
};

/**
 * What everyone on a closed business's team sees in place of the app: when it will be deleted and, for a team
 * admin, "Reopen business" (which brings them back to the dashboard). Nothing else of the business can be reached;
 * an agency's team that opened a closed client switches back from here (issue 32).
 */
export function ClosedScreen({ userEmail }: { userEmail?: string }) {
  const words = useAppWords();
  const { t } = words;
  const status = useClosingStatus();
  const reopen = useReopenBusiness();
  const navigate = useNavigate();
  const { signOut, pending: signingOut } = useSignOut();
  const data = status.data;

  // The promise, not mutate's callbacks: the answer reopens the app, which unmounts this screen, and a callback of an
  // unmounted screen's mutation never runs (the toast and the way to the dashboard were lost under load).
  const onReopen = () =>
    reopen.mutateAsync(undefined).then(
      () => {
        toast.success(t('frame.closed.reopened'));
        navigate('/dashboard', { replace: true });
      },
      (error: unknown) =>
        toast.error(t('frame.closed.reopenFailed'), {
          description: refusalIn(words, error, REOPEN_REFUSALS, 'frame.somethingWrong'),
        }),
    );

  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <header className="flex h-16 items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 sm:px-6">
        <Logo />
        <div className="flex min-w-0 items-center gap-3">
          <BusinessSwitcher />
          {userEmail && <span className="hidden max-w-56 truncate text-sm text-gray-500 sm:inline">{userEmail}</span>}
          <Button variant="ghost" size="sm" onClick={signOut} loading={signingOut}>
            {!signingOut && <LogOut className="size-4 text-gray-400" aria-hidden />}
            {t('frame.closed.signOut')}
          </Button>
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-12 sm:items-center sm:py-16">
        {status.isPending ? (
          <div className="flex flex-col items-center gap-3 py-16" role="status">
            <Spinner className="size-6 text-brand-600" label={t('frame.closed.loading')} />
          </div>
        ) : !data ? (
          <div className="w-full max-w-lg">
            <LoadError
              title={t('frame.closed.loadFailed')}
              description={t('frame.closed.checkConnection')}
              onRetry={() => status.refetch()}
              retrying={status.isFetching}
            />
          </div>
        ) : (
          <div className="flex w-full max-w-lg flex-col gap-6">
            <section
              className="w-full max-w-lg rounded-2xl border border-gray-200 bg-white px-6 py-8 text-center shadow-sm sm:px-10"
              data-testid="closed-screen"
              aria-labelledby="closed-title"
            >
              <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-gray-100">
                <Archive className="size-6 text-gray-500" aria-hidden />
              </div>
              <h1 id="closed-title" className="mt-4 text-xl font-semibold text-gray-900">
                {t('frame.closed.title')}
              </h1>
              <p className="mt-1 text-sm font-medium text-gray-700">{data.companyName}</p>
              <p className="mt-4 text-sm text-gray-600">
                <ClosedWhen closedAt={data.closedAt} deletesAt={data.deletesAt} />
              </p>
              {data.canManage ? (
                <>
                  <p className="mt-3 text-sm text-gray-600">{t('frame.closed.reopenNote')}</p>
                  <Button className="mt-6 w-full sm:w-auto" onClick={onReopen} loading={reopen.isPending}>
                    {reopen.isPending ? t('frame.closed.reopening') : t('frame.closed.reopen')}
                  </Button>
                </>
              ) : (
                <p className="mt-3 text-sm text-gray-600">{t('frame.closed.onlyAdmin')}</p>
              )}
            </section>
            {/* The data can still be taken away until the business is deleted. */}
            {data.canManage && (
              <KnownTimeZone.Provider value={data.timeZone ?? browserTimeZone() ?? 'UTC'}>
                <DataExportCard />
              </KnownTimeZone.Provider>
            )}
          </div>
        )}
      </main>
    </div>
  );
}

/** When the business was closed and, in bold, when it will be deleted: one sentence in the user's words. */
function ClosedWhen({ closedAt, deletesAt }: { closedAt: string | null; deletesAt: string | null }) {
  const { t, locale } = useAppWords();
  const closedOn = formatLongDate(closedAt, undefined, locale);
  // The deletion date in bold, wherever the language puts it.
  const [before, after] = partsAround((deletesOn) => t('frame.closed.when', { closedOn, deletesOn }));
  return (
    <>
      {before}
      <span className="font-semibold text-gray-900">{formatLongDate(deletesAt, undefined, locale)}</span>
      {after}
    </>
  );
}
