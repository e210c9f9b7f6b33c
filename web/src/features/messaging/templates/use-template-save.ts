import { TEMPLATE_MESSAGES } from '@regulars/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { type TChannel, useSaveTemplate } from '../../../api/templates.ts';
import { toast } from '../../../components/ui/toaster.tsx';

/** Saves the editor's template (creates it without an id) with the spec's toasts; a failure stays in the editor. */
export function useTemplateSave<C extends TChannel>(channel: C, id: string | null, onSaved: () => void) {
  const save = useSaveTemplate(channel);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (input: Parameters<typeof save.mutate>[0]['input']) => {
    setFailure(null);
    save.mutate(
      { id, input },
      {
        onSuccess: () => {
          toast.success(id ? TEMPLATE_MESSAGES.updated : TEMPLATE_MESSAGES.created);
          onSaved();
        },
        onError: (error) => setFailure(errorMessage(error, TEMPLATE_MESSAGES.saveFailed)),
      },
    );
  };
  return { submit, saving: save.isPending, failure };
}
