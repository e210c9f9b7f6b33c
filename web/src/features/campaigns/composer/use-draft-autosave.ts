import type { TCampaign, TCampaignType } from '@regulars/contracts';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useUpdateCampaign } from '../../../api/campaigns.ts';
import { errorMessage } from '../../../api/client.ts';
import { useAppWords } from '../../../lib/app-words.tsx';
import { draftToSave, type TComposerOutput, type TComposerValues } from './composer-form.ts';
import { composerMessage } from './composer-refusals.ts';

/** Quiet time after the last keystroke before a draft saves itself. */
const AUTOSAVE_AFTER_MS = 1000;

export type TDraftSaveState =
  | { kind: 'saved' }
  | { kind: 'saving' }
  /** Changed, and the contract would refuse it as it stands: kept on this page only, with the reason (its English). */
  | { kind: 'unsaved'; problem: string }
  /** The server refused the save: its reason, in its English. */
  | { kind: 'failed'; problem: string };

/**
 * A draft saves itself as it changes, a second after the last change the contract accepts, and once more as the
 * owner leaves the page for another screen of the app. Changes it cannot save yet are said beside the save button,
 * and a link to another screen, or closing the tab, asks first. The fields are never replaced while someone types:
 * the form only learns that what it shows is saved.
 */
export function useDraftAutosave(
  campaign: Pick<TCampaign, 'id'>,
  type: TCampaignType,
  form: UseFormReturn<TComposerValues, unknown, TComposerOutput>,
): TDraftSaveState {
  const words = useAppWords();
  const update = useUpdateCampaign(campaign.id);
  const [state, setState] = useState<TDraftSaveState>({ kind: 'saved' });
  const saveRef = useRef<() => void>(() => {});

  saveRef.current = () => {
    // A copy: the form changes its nested values in place as people type on.
    const values = structuredClone(form.getValues());
    const draft = draftToSave(values, type);
    if (!draft.save) return setState({ kind: 'unsaved', problem: draft.problem });
    // The form's starting point is what was last saved (by hand or here): a change back to it needs no save.
    const saved = draftToSave(form.formState.defaultValues as TComposerValues, type).save;
    if (JSON.stringify(draft.save) === JSON.stringify(saved)) return setState({ kind: 'saved' });
    setState({ kind: 'saving' });
    update.mutate(draft.save, {
      onSuccess: () => {
        // The form learns that what it showed is saved; anything typed meanwhile stays, and saves after its second.
        form.reset(values, { keepValues: true, keepErrors: true });
        setState({ kind: 'saved' });
      },
      onError: (error) => setState({ kind: 'failed', problem: errorMessage(error) }),
    });
  };

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        saveRef.current();
      }, AUTOSAVE_AFTER_MS);
    });
    return () => {
      subscription.unsubscribe();
      // Leaving for another screen: what is waiting for the quiet second is saved now.
      if (timer !== undefined) {
        clearTimeout(timer);
        saveRef.current();
      }
    };
  }, [form]);

  const unsavedOnPage = state.kind !== 'saved';
  useEffect(() => {
    if (!unsavedOnPage) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsavedOnPage]);

  // A change that cannot be saved yet: a link to another screen asks first. Caught before the router's own click
  // handler, which leaves a click whose default was prevented alone.
  const problem =
    state.kind === 'unsaved' || state.kind === 'failed'
      ? composerMessage(words, state.problem, problemFallback(state))
      : null;
  useEffect(() => {
    if (problem === null) return;
    const ask = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || event.button !== 0) return;
      if (!window.confirm(words.t('composer.save.leave', { problem }))) event.preventDefault();
    };
    document.addEventListener('click', ask, true);
    return () => document.removeEventListener('click', ask, true);
  }, [problem, words]);

  return state;
}

/** What a reason the composer does not know says in another language: a check's, or a failed save's. */
export const problemFallback = (state: TDraftSaveState) =>
  state.kind === 'failed' ? 'composer.somethingWrong' : 'composer.checkForm';
