import type { TTwoStepRequiredBy } from '@regulars/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { queryKeys } from '../../api/query-keys.ts';
import { Button } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { useSignOut } from '../auth/index.ts';
import { TwoStepSetupDialog } from './two-step-setup-dialog.tsx';

/**
 * What a person sees in place of the app while two-step sign-in is required of them and not set up (issue 53): who
 * requires it, the set-up, and signing out. The server answers nothing else to their session meanwhile. Once the
 * recovery codes are saved, the profile is read again and the app opens.
 */
export function TwoStepRequiredScreen({
  requiredBy,
  companyName,
  userEmail,
  mark,
}: {
  requiredBy: TTwoStepRequiredBy;
  /** The business whose team requires it. */
  companyName: string;
  userEmail: string;
  /** A white-label client's own mark instead of the platform's. */
  mark?: ReactNode;
}) {
  const { t } = useAppWords();
  const queryClient = useQueryClient();
  const { signOut, pending: signingOut } = useSignOut();
  const [settingUp, setSettingUp] = useState(false);

  function changeOpen(open: boolean) {
    setSettingUp(open);
    if (!open) queryClient.invalidateQueries({ queryKey: queryKeys.me() });
  }

  return (
    <div className="flex min-h-dvh flex-col bg-gray-50" data-testid="two-step-required">
      <header className="flex h-16 items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 sm:px-6">
        {mark ?? <Logo />}
        <div className="flex min-w-0 items-center gap-3">
          <span className="hidden max-w-56 truncate text-sm text-gray-500 sm:inline">{userEmail}</span>
          <Button variant="ghost" size="sm" onClick={signOut} loading={signingOut}>
            {!signingOut && <LogOut className="size-4 text-gray-400" aria-hidden />}
            {t('settings.twoStep.required.signOut')}
          </Button>
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-12 sm:items-center sm:py-16">
        <section className="w-full max-w-lg rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <ShieldCheck className="size-6" aria-hidden />
          </div>
          <h1 className="mt-4 text-xl font-semibold tracking-tight text-gray-900">
            {t('settings.twoStep.required.title')}
          </h1>
          <p className="mt-2 text-sm text-gray-600">
            {requiredBy === 'super-admin'
              ? t('settings.twoStep.required.superAdmin')
              : t('settings.twoStep.required.team', { company: companyName })}
          </p>
          <p className="mt-3 text-sm text-gray-600">{t('settings.twoStep.required.need')}</p>
          <Button className="mt-6 w-full sm:w-auto" onClick={() => setSettingUp(true)}>
            {t('settings.twoStep.required.start')}
          </Button>
        </section>
      </main>
      <TwoStepSetupDialog open={settingUp} onOpenChange={changeOpen} />
    </div>
  );
}
