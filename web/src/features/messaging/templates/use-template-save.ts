import { TEMPLATE_MESSAGES } from '@regulars/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { type TChannel, useSaveTemplate } from '../../../api/templates.ts';
import { toast } from '../../../components/ui/toaster.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';

/**
 * Saves the editor's template (creates it without an id) with the spec's toasts; a failure stays in the editor, as the
 * server's English (formProblem says it in the user's language).
 */
export function useTemplateSave<C extends TChannel>(channel: C, id: string | null, onSaved: () => void) {
  const { t } = useAppWords();
  const save = useSaveTemplate(channel);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (input: Parameters<typeof save.mutate>[0]['input']) => {
    setFailure(null);
    save.mutate(
      { id, input },
      {
        onSuccess: () => {
          toast.success(id ? t('templates.editor.updated') : t('templates.editor.created'));
          onSaved();
        },
        onError: (error) => setFailure(errorMessage(error, TEMPLATE_MESSAGES.saveFailed)),
      },
    );
  };
  return { submit, saving: save.isPending, failure };
}
