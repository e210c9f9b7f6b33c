import { zodResolver } from '@hookform/resolvers/zod';
import type { TProgram } from '@regulars/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useBusinessMoney } from '../../api/business-money.ts';
import { useUpdateProgram } from '../../api/programs.ts';
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
import { cn } from '../../lib/cn.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { ProgramConfigFields } from './program-config-fields.tsx';
import { editProgramForm, programFormErrors, type TEditProgramFormValues, ZEditProgramForm } from './program-form.ts';
import { programErrorsIn, programRefusal } from './program-messages.ts';
import { ProgramNameFields } from './program-name-fields.tsx';
import { PROGRAM_TYPE_VISUALS, PROGRAM_TYPE_WORDS } from './program-types.ts';

type Props = { program: TProgram | null; onClose: () => void };

/** The create dialog's config step for one saved program: its name, description and config; the type stays. */
export function EditProgramDialog({ program, onClose }: Props) {
  return (
    <Dialog open={program !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {program && <EditProgramForm key={program.id} program={program} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditProgramForm({ program, onClose }: { program: TProgram; onClose: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const money = useBusinessMoney();
  const form = useForm<TEditProgramFormValues, unknown, z.output<typeof ZEditProgramForm>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZEditProgramForm),
    defaultValues: editProgramForm(program),
  });
  const draft = form.watch('draft');
  const name = form.watch('name');
  const errors = programErrorsIn(words, programFormErrors(form.formState.errors), money);
  const update = useUpdateProgram(program.id);
  const formRef = useRef<HTMLFormElement>(null);
  const visual = PROGRAM_TYPE_VISUALS[program.type];
  const typeWords = PROGRAM_TYPE_WORDS[program.type];

  // A long config scrolls: bring the first error into view, as the create dialog does.
  const submitCount = form.formState.submitCount;
  useEffect(() => {
    if (submitCount > 0) formRef.current?.querySelector('[data-field-error]')?.scrollIntoView({ block: 'nearest' });
  }, [submitCount]);

  const save = form.handleSubmit((request) =>
    update.mutate(request, {
      onSuccess: (saved) => {
        toast.success(t('programs.edit.saved', { name: saved.name }));
        onClose();
      },
    }),
  );

  return (
    <form ref={formRef} onSubmit={save} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogHeader>
        <div className="flex items-center gap-3">
          <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', visual.tile)}>
            <visual.icon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <DialogTitle className="break-words">{t('programs.editNamed', { name: program.name })}</DialogTitle>
            <DialogDescription>{t('programs.edit.description', { type: t(typeWords.name) })}</DialogDescription>
          </div>
        </div>
      </DialogHeader>
      <DialogBody className="space-y-5">
        <ProgramNameFields
          name={form.register('name')}
          description={form.register('description')}
          errors={errors}
          namePlaceholder={t(typeWords.example)}
        />
        <ProgramConfigFields
          type={program.type}
          draft={draft}
          errors={errors}
          onChange={(next) => form.setValue('draft', next)}
        />
        {update.isError && (
          <Alert tone="error" title={t('programs.edit.failed')}>
            {programRefusal(words, update.error, money)}
          </Alert>
        )}
      </DialogBody>
      <DialogFooter className="flex-row items-center justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          {t('programs.cancel')}
        </Button>
        <Button type="submit" disabled={name.trim() === '' || update.isPending} loading={update.isPending}>
          {update.isPending ? t('programs.edit.saving') : t('programs.edit.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
