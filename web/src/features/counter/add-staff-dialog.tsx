import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTER_LIMITS, type TAddCounterStaff, ZAddCounterStaff } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAddCounterStaff } from '../../api/counter.ts';
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
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { counterAdminMessage, counterAdminRefusal } from './counter-admin-refusals.ts';
import { ManagerCheckbox } from './manager-checkbox.tsx';
import { PinField } from './pin-field.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };
const EMPTY: TAddCounterStaff = { name: '', pin: '', isManager: false };

/** "Add counter-only staff": someone who works the counter with a PIN only (no login, no team seat). */
export function AddStaffDialog({ open, onOpenChange }: Props) {
  const words = useAppWords();
  const { t } = words;
  const add = useAddCounterStaff();
  const form = useForm<TAddCounterStaff, unknown, z.output<typeof ZAddCounterStaff>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZAddCounterStaff, IN_OUR_WORDS),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  function close(next: boolean) {
    if (add.isPending) return;
    if (!next) {
      form.reset(EMPTY);
      add.reset();
    }
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) =>
    add.mutate(
      { name: values.name, pin: values.pin, isManager: values.isManager },
      {
        onSuccess: (staff) => {
          toast.success(t('company.staff.added'), { description: staff.name });
          form.reset(EMPTY);
          add.reset();
          onOpenChange(false);
        },
        onError: (error) => form.setError(SERVER_ERROR, { message: counterAdminRefusal(words, error) }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{t('company.staff.add')}</DialogTitle>
            <DialogDescription>{t('company.staff.addDescription')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <TextField
              id="counter-staff-name"
              label={t('company.staff.name')}
              placeholder={t('company.staff.namePlaceholder')}
              autoComplete="off"
              maxLength={COUNTER_LIMITS.name}
              autoFocus
              disabled={add.isPending}
              error={counterAdminMessage(words, errors.name?.message)}
              {...form.register('name', { onChange: () => form.clearErrors() })}
            />
            <PinField
              id="counter-staff-pin"
              label={t('company.staff.pin')}
              disabled={add.isPending}
              error={counterAdminMessage(words, errors.pin?.message)}
              {...form.register('pin', { onChange: () => form.clearErrors() })}
            />
            <ManagerCheckbox id="counter-staff-manager" disabled={add.isPending} {...form.register('isManager')} />
            {errors.root?.server?.message && <Alert tone="error">{errors.root.server.message}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={add.isPending}>
              {t('company.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {add.isPending ? t('company.staff.adding') : t('company.staff.addSubmit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
