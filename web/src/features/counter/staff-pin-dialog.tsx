import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTER_MESSAGES, type TCounterStaffMember, ZStaffPin } from '@regulars/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../api/client.ts';
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
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
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
  const add = useAddCounterStaff();
  const update = useUpdateCounterStaff();
  const busy = add.isPending || update.isPending;
  const changing = Boolean(member?.hasPin && member.id);
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
        toast.success(changing ? COUNTER_MESSAGES.staffSaved : COUNTER_MESSAGES.staffAdded, {
          description: member.name,
        });
        add.reset();
        update.reset();
        onClose();
      },
      onError: (error: unknown) => form.setError(SERVER_ERROR, { message: errorMessage(error) }),
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
              {changing ? 'Change PIN' : 'Set PIN'} for {member?.name}
            </DialogTitle>
            <DialogDescription>
              {changing
                ? 'The old PIN stops working at once. Tell them the new one in person.'
                : 'They sign in at a counter device with it. Tell them in person.'}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <PinField
              id="staff-pin"
              label={changing ? 'New PIN' : 'PIN'}
              autoFocus
              disabled={busy}
              error={errors.pin?.message}
              {...form.register('pin', { onChange: () => form.clearErrors() })}
            />
            {!changing && <ManagerCheckbox id="staff-pin-manager" disabled={busy} {...form.register('isManager')} />}
            {errors.root?.server?.message && <Alert tone="error">{errors.root.server.message}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {busy ? 'Saving...' : changing ? 'Change PIN' : 'Set PIN'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
