import type { TProgram, TReferralProgramInput, TReferralSettings } from '@regulars/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveReferralProgram } from '../../api/referrals.ts';
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
import { QualifyFields } from './qualify-fields.tsx';
import { editorValues, referralResolver, serverFieldErrors, type TReferralValues } from './referral-form.ts';
import { referralMessageIn, referralRefusal } from './referral-refusal.ts';
import { RewardSideFields } from './reward-side-fields.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The set-up as saved; null: a first one. */
  settings: TReferralSettings | null;
  /** The business's programs (points go to a points program, stamps on a stamp card); undefined while they load. */
  programs: readonly TProgram[] | undefined;
};

/** Set up or edit refer-a-friend: what each side gets, and what the friend must do, by when, to qualify. */
export function ReferralDialog({ open, onOpenChange, settings, programs }: Props) {
  const words = useAppWords();
  const { t } = words;
  const save = useSaveReferralProgram();
  const busy = save.isPending;
  const form = useForm<TReferralValues, unknown, TReferralProgramInput>({
    ...CHECK_ON_SUBMIT,
    resolver: referralResolver,
    // Mounted for each opening: it starts from the set-up as saved (or the defaults).
    defaultValues: editorValues(settings, programs ?? []),
  });

  // Programs still loading when the editor opened: a side's points program and stamp card are chosen once they are
  // here, unless the owner has started typing.
  const programsApplied = useRef(programs !== undefined);
  const { reset } = form;
  useEffect(() => {
    if (!programs || programsApplied.current) return;
    programsApplied.current = true;
    if (!form.formState.isDirty) reset(editorValues(settings, programs));
  }, [programs, settings, reset, form.formState.isDirty]);

  function close(next: boolean) {
    if (busy) return;
    if (!next) save.reset();
    onOpenChange(next);
  }

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success(t('growth.referrals.saved'));
        onOpenChange(false);
      },
      onError: (caught) => {
        const { fields, general } = serverFieldErrors(caught, input);
        for (const [field, message] of fields) form.setError(field, { message });
        const said =
          fields.length === 0 && general.length === 0
            ? [referralRefusal(words, caught)]
            : general.map((message) => referralMessageIn(words, message));
        if (said.length > 0) form.setError(SERVER_ERROR, { message: said.join(' ') });
      },
    }),
  );

  const problem = form.formState.errors.root?.server?.message;
  // The refusal shows at the foot of a long form: on a phone it is scrolled to, not left below the fold.
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem]);

  const title = settings ? t('growth.referrals.editTitle') : t('growth.referrals.setUp');
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{t('growth.referrals.editorDescription')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-6">
            <RewardSideFields form={form} side="friendReward" programs={programs} disabled={busy} />
            <div className="border-t border-gray-100 pt-5">
              <RewardSideFields form={form} side="referrerReward" programs={programs} disabled={busy} />
            </div>
            <div className="border-t border-gray-100 pt-5">
              <QualifyFields form={form} disabled={busy} />
            </div>
            {problem && (
              <Alert
                tone="error"
                title={t('growth.referrals.refusal.saveFailed')}
                data-testid="referral-problem"
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
              {busy ? t('growth.saving') : t('growth.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
