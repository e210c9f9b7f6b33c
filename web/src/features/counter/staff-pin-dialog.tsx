import { zodResolver } from '@hookform/resolvers/zod';
import { type TCounterStaffMember, ZStaffPin } from '@regulars/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAddCounterStaff, useUpdateCounterStaff } from '../../api/counter.ts';
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
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { counterAdminMessage, counterAdminRefusal } from './counter-admin-refusals.ts';
import { ManagerCheckbox } from './manager-checkbox.tsx';
import { PinField } from './pin-field.tsx';

const ZPinForm = z.object({ pin: ZStaffPin, isManager: z.boolean() });
type TValues = z.infer<typeof ZPinForm>;

type Props = {
  /** The staff member whose PIN is set or changed; null: closed. */
  member: TCounterStaffMember | null;
  onClose: () => void;
};

/**
 * "Set PIN" for a team member without one (and whether they are a manager), or "Change PIN" for anyone who has one.
 * A PIN is never shown back: a forgotten one is replaced here.
 */
export function StaffPinDialog({ member, onClose }: Props) {
  const words = useAppWords();
  const { t } = words;
  const add = useAddCounterStaff();
  const update = useUpdateCounterStaff();
  const busy = add.isPending || update.isPending;
  const changing = Boolean(member?.hasPin && member.id);
  const named = { name: member?.name ?? '' };
  const form = useForm<TValues>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZPinForm, IN_OUR_WORDS),
    defaultValues: { pin: '', isManager: false },
  });
  const errors = form.formState.errors;

  const { reset } = form;
  useEffect(() => {
    if (member) reset({ pin: '', isManager: member.isManager });
  }, [member, reset]);

  function close(open: boolean) {
    if (open || busy) return;
    add.reset();
    update.reset();
    onClose();
  }

  const submit = form.handleSubmit(({ pin, isManager }) => {
    if (!member) return;
    const done = {
      onSuccess: () => {
        toast.success(changing ? t('company.staff.saved') : t('company.staff.added'), {
          description: member.name,
        });
        add.reset();
        update.reset();
        onClose();
      },
      onError: (error: unknown) => form.setError(SERVER_ERROR, { message: counterAdminRefusal(words, error) }),
    };
    if (changing && member.id) update.mutate({ staffId: member.id, input: { pin } }, done);
    else add.mutate({ userId: member.userId ?? undefined, pin, isManager }, done);
  });

  return (
    <Dialog open={member !== null} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>
              {changing ? t('company.staff.changePinFor', named) : t('company.staff.setPinFor', named)}
            </DialogTitle>
            <DialogDescription>
              {changing ? t('company.staff.changePinDescription') : t('company.staff.setPinDescription')}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <PinField
              id="staff-pin"
              label={changing ? t('company.staff.newPin') : t('company.staff.pin')}
              autoFocus
              disabled={busy}
              error={counterAdminMessage(words, errors.pin?.message)}
              {...form.register('pin', { onChange: () => form.clearErrors() })}
            />
            {!changing && <ManagerCheckbox id="staff-pin-manager" disabled={busy} {...form.register('isManager')} />}
            {errors.root?.server?.message && <Alert tone="error">{errors.root.server.message}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
              {t('company.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {busy ? t('company.saving') : changing ? t('company.staff.changePin') : t('company.staff.setPin')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
