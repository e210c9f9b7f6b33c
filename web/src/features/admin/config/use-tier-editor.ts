import { ADMIN_CONFIG_MESSAGES, type TTier } from '@regulars/contracts';
import { useEffect, useState } from 'react';
import { useUpdateTier } from '../../../api/admin-config.ts';
import { errorMessage } from '../../../api/client.ts';
import { draftOf, hasEdits, patchOf, type TTierDraft } from './tier-draft.ts';

/** The spec's tier-save message lifetime. */
export const SAVE_MESSAGE_MS = 3000;

export type TSaveMessage = { tone: 'success' | 'error'; text: string } | null;

/** One tier's edit state: the draft, whether it has edits, saving, and the 3-second result message. */
export function useTierEditor(tier: TTier) {
  const [draft, setDraft] = useState<TTierDraft>(() => draftOf(tier));
  const [message, setMessage] = useState<TSaveMessage>(null);
  const update = useUpdateTier();

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), SAVE_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  // The support switch changes the tier's priority support under the editor (off reads false): the flag follows it.
  const prioritySupport = tier.features.prioritySupport;
  useEffect(() => setDraft((current) => ({ ...current, prioritySupport })), [prioritySupport]);

  const set = <K extends keyof TTierDraft>(field: K, value: TTierDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const save = async () => {
    try {
      const patch = patchOf(tier, draft);
      if (Object.keys(patch).length === 0) {
        setDraft(draftOf(tier));
        return;
      }
      const saved = await update.mutateAsync({ tierId: tier.id, patch });
      setDraft(draftOf(saved));
      setMessage({ tone: 'success', text: ADMIN_CONFIG_MESSAGES.tierSaved });
    } catch (error) {
      setMessage({ tone: 'error', text: ADMIN_CONFIG_MESSAGES.tierSaveFailed(errorMessage(error)) });
    }
  };

  return {
    draft,
    set,
    edited: hasEdits(tier, draft),
    saving: update.isPending,
    save,
    reset: () => setDraft(draftOf(tier)),
    message,
  };
}
