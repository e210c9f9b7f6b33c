import type { TStatusProgram, TStatusProgramInput } from '@regulars/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveStatusProgram } from '../../api/status-tiers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { StatusRuleFields } from './status-rule-fields.tsx';
import { editorValues, serverFieldErrors, type TStatusValues } from './status-tier-form.ts';
import { statusMessageIn, statusRefusal } from './status-tier-refusal.ts';
import { statusResolver } from './status-tier-resolver.ts';
import { StatusTierRows } from './status-tier-rows.tsx';
import { tierNames } from './status-tier-words.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The table as saved (its rule, tiers and their customers). */
  program: TStatusProgram;
};

/** Set up or edit the status tiers: what is counted and over when, then the tiers, saved as one table. */
export function StatusTiersDialog({ open, onOpenChange, program }: Props) {
  const words = useAppWords();
  const { t } = words;
  const save = useSaveStatusProgram();
  const busy = save.isPending;
  const form = useForm<TStatusValues, unknown, TStatusProgramInput>({
    ...CHECK_ON_SUBMIT,
    resolver: statusResolver,
    // Mounted for each opening: it starts from the table as saved (or a first tier to fill in).
    defaultValues: editorValues(program, tierNames(words)),
  });

  function close(next: boolean) {
    if (busy) return;
    if (!next) save.reset();
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('growth.tiers.saved'));
        onOpenChange(false);
      },
      onError: (caught) => {
        const { fields, tiers } = serverFieldErrors(caught);
        for (const [field, message] of fields) form.setError(field, { message });
        // The server names the tier table, not the row: its messages are said above the buttons.
        const general =
          fields.length === 0 && tiers.length === 0
            ? [statusRefusal(words, caught)]
            : tiers.map((message) => statusMessageIn(words, message));
        if (general.length > 0) form.setError(SERVER_ERROR, { message: general.join(' ') });
      },
    }),
  );

  const problem = form.formState.errors.root?.server?.message;
  // The refusal shows at the foot of a long form: on a phone it is scrolled to, not left below the fold.
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem]);

  const setUp = program.tiers.length === 0;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{setUp ? t('growth.tiers.setUp') : t('growth.tiers.edit')}</DialogTitle>
            <DialogDescription>{t('growth.tiers.editorDescription')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-6">
            <StatusRuleFields form={form} disabled={busy} />
            <div className="border-t border-gray-100 pt-5">
              <StatusTierRows form={form} saved={program.tiers} disabled={busy} />
            </div>
            {problem && (
              <Alert
                tone="error"
                title={t('growth.tiers.refusal.saveFailed')}
                data-testid="status-problem"
                ref={problemRef}
              >
                {problem}
              </Alert>
            )}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
              {t('growth.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {busy ? t('growth.saving') : t('growth.tiers.saveTiers')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
