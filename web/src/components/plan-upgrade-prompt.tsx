import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useAppWords } from '../lib/app-words.tsx';
import { Button } from './ui/button.tsx';

/** A settings card's feature that the plan lacks: what it takes, and the way to upgrade (the team admin only). */
export function PlanUpgradePrompt({ message, canEdit, testId }: { message: string; canEdit: boolean; testId: string }) {
  const { t } = useAppWords();
  return (
    <div className="px-6 py-5">
      <div
        className="flex flex-col gap-4 rounded-lg bg-brand-50 px-4 py-4 ring-1 ring-brand-200 ring-inset sm:flex-row sm:items-center sm:justify-between"
        data-testid={testId}
      >
        <p className="flex gap-3 text-sm text-brand-900">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden />
          <span>
            {message}
            {!canEdit && ` ${t('shell.askTeamAdmin')}`}
          </span>
        </p>
        {canEdit && (
          <Button asChild size="sm" className="w-full sm:w-auto">
            <Link to="/subscription">{t('shell.upgradePlan')}</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
