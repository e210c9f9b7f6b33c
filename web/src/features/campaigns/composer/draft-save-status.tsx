import { Check, CircleAlert, LoaderCircle } from 'lucide-react';
import { useAppWords } from '../../../lib/app-words.tsx';
import { composerMessage } from './composer-refusals.ts';
import { problemFallback, type TDraftSaveState } from './use-draft-autosave.ts';

/** Whether what the composer shows is saved, said beside its buttons (and to screen readers as it changes). */
export function DraftSaveStatus({ state }: { state: TDraftSaveState }) {
  const words = useAppWords();
  return (
    <p
      className="flex min-h-9 max-w-xs items-center gap-1.5 text-sm text-gray-500 sm:max-w-sm"
      aria-live="polite"
      data-testid="draft-save-status"
    >
      {state.kind === 'saved' && (
        <>
          <Check className="size-4 shrink-0 text-emerald-600" aria-hidden />
          {words.t('composer.save.saved')}
        </>
      )}
      {state.kind === 'saving' && (
        <>
          <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden />
          {words.t('composer.save.saving')}
        </>
      )}
      {(state.kind === 'unsaved' || state.kind === 'failed') && (
        <span className="flex items-start gap-1.5 text-amber-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {words.t(state.kind === 'unsaved' ? 'composer.save.notSavedYet' : 'composer.save.notSaved', {
              problem: composerMessage(words, state.problem, problemFallback(state)),
            })}
          </span>
        </span>
      )}
    </p>
  );
}
