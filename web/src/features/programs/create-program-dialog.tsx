import { zodResolver } from '@hookform/resolvers/zod';
import { PROGRAM_TYPES, type TProgramType } from '@regulars/contracts';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useBusinessMoney } from '../../api/business-money.ts';
import { ApiError } from '../../api/client.ts';
import { useCreateProgram } from '../../api/programs.ts';
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
import { emptyProgramForm, programFormErrors, type TProgramFormValues, ZProgramForm } from './program-form.ts';
import { programErrorsIn, programRefusal } from './program-messages.ts';
import { ProgramNameFields } from './program-name-fields.tsx';
import { PROGRAM_TYPE_VISUALS, PROGRAM_TYPE_WORDS } from './program-types.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Two steps: type, then config; Back returns to type; Cancel or close resets. */
export function CreateProgramDialog({ open, onOpenChange }: Props) {
  const words = useAppWords();
  const { t } = words;
  const money = useBusinessMoney();
  const [step, setStep] = useState<'type' | 'config'>('type');
  const form = useForm<TProgramFormValues, unknown, z.output<typeof ZProgramForm>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZProgramForm),
    defaultValues: emptyProgramForm(),
  });
  const type = form.watch('type');
  const name = form.watch('name');
  const drafts = form.watch('drafts');
  const errors = programErrorsIn(words, programFormErrors(form.formState.errors), money);
  const create = useCreateProgram();
  const formRef = useRef<HTMLFormElement>(null);

  // Focus stays where the user is (CHECK_ON_SUBMIT), but a long config step scrolls: bring the first error into view.
  const submitCount = form.formState.submitCount;
  useEffect(() => {
    if (submitCount > 0) formRef.current?.querySelector('[data-field-error]')?.scrollIntoView({ block: 'nearest' });
  }, [submitCount]);

  const reset = () => {
    setStep('type');
    form.reset(emptyProgramForm());
    create.reset();
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const chooseType = (chosen: TProgramType) => {
    form.setValue('type', chosen);
    form.clearErrors();
    create.reset();
    setStep('config');
  };

  const canSubmit = name.trim() !== '' && type !== null && !create.isPending;

  const createProgram = form.handleSubmit((request) =>
    create.mutate(request, {
      onSuccess: (program) => {
        toast.success(t('programs.create.live', { name: program.name }), {
          description: t('programs.create.liveText'),
        });
        close(false);
      },
      onError: (error) => console.error('Failed to create program', error),
    }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!canSubmit) {
      event.preventDefault();
      return;
    }
    return createProgram(event);
  };

  const visual = type ? PROGRAM_TYPE_VISUALS[type] : null;
  const typeWords = type ? PROGRAM_TYPE_WORDS[type] : null;
  const planLimit = create.error instanceof ApiError && create.error.code === 'PLAN_LIMIT';

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        {step === 'type' || !type || !visual || !typeWords ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('programs.create')}</DialogTitle>
              <DialogDescription>{t('programs.create.chooseType')}</DialogDescription>
            </DialogHeader>
            <DialogBody>
              <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('programs.create.types')}>
                {PROGRAM_TYPES.map((each) => {
                  const v = PROGRAM_TYPE_VISUALS[each];
                  return (
                    <li key={each}>
                      <button
                        type="button"
                        onClick={() => chooseType(each)}
                        className={cn(
                          'group flex h-full w-full items-start gap-3 rounded-xl border p-4 text-left transition',
                          'hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600',
                          type === each ? 'border-brand-500 ring-1 ring-brand-500' : 'border-gray-200',
                        )}
                      >
                        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', v.tile)}>
                          <v.icon className="size-5" aria-hidden />
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="block text-sm font-semibold text-gray-900">
                            {t(PROGRAM_TYPE_WORDS[each].name)}
                          </span>
                          <span className="mt-0.5 block text-xs leading-5 text-gray-500">
                            {t(PROGRAM_TYPE_WORDS[each].pitch)}
                          </span>
                        </span>
                        <ChevronRight
                          className="mt-2.5 size-4 shrink-0 text-gray-300 group-hover:text-brand-500"
                          aria-hidden
                        />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </DialogBody>
            <DialogFooter>
              <Button variant="secondary" onClick={() => close(false)}>
                {t('programs.cancel')}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form ref={formRef} onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
            <DialogHeader>
              <div className="flex items-center gap-3">
                <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', visual.tile)}>
                  <visual.icon className="size-5" aria-hidden />
                </span>
                <div className="min-w-0">
                  <DialogTitle>{t('programs.create.newTitle', { type: t(typeWords.name) })}</DialogTitle>
                  {/* On a phone the fields need the height; screen readers still hear the pitch. */}
                  <DialogDescription className="max-sm:sr-only">{t(typeWords.pitch)}</DialogDescription>
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
                type={type}
                draft={drafts[type]}
                errors={errors}
                onChange={(draft) => form.setValue(`drafts.${type}`, draft)}
              />
              {create.isError && (
                <Alert tone="error" title={planLimit ? t('programs.create.planLimit') : t('programs.create.failed')}>
                  {programRefusal(words, create.error, money)}{' '}
                  {planLimit && (
                    <Link to="/subscription" className="font-semibold underline underline-offset-2">
                      {t('programs.viewPlans')}
                    </Link>
                  )}
                </Alert>
              )}
            </DialogBody>
            {/* One row at every width, so a phone keeps its height for the fields. */}
            <DialogFooter className="flex-row items-center justify-between">
              <Button
                variant="ghost"
                className="max-sm:px-2.5"
                onClick={() => setStep('type')}
                disabled={create.isPending}
              >
                <ArrowLeft className="size-4" aria-hidden />
                <span className="max-sm:sr-only">{t('programs.back')}</span>
              </Button>
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => close(false)}>
                  {t('programs.cancel')}
                </Button>
                <Button type="submit" disabled={!canSubmit} loading={create.isPending}>
                  {create.isPending ? t('programs.create.creating') : t('programs.create')}
                </Button>
              </div>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
