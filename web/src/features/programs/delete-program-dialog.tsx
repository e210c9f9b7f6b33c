import type { TProgram } from '@regulars/contracts';
import { useBusinessMoney } from '../../api/business-money.ts';
import { useDeleteProgram } from '../../api/programs.ts';
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
import { programRefusal } from './program-messages.ts';

type Props = { program: TProgram | null; onClose: () => void };

/**
 * Deleting cannot be undone: an alert dialog with Cancel first. The server refuses a program customers have earned
 * in; its message stays in the dialog, which then offers only to close.
 */
export function DeleteProgramDialog({ program, onClose }: Props) {
  return (
    <Dialog open={program !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        role="alertdialog"
        hideClose
        className="max-w-md"
        onInteractOutside={(event) => event.preventDefault()}
      >
        {program && <DeleteProgramConfirm key={program.id} program={program} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function DeleteProgramConfirm({ program, onClose }: { program: TProgram; onClose: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const money = useBusinessMoney();
  const remove = useDeleteProgram(program.id);
  const name = program.name;
  const close = () => !remove.isPending && onClose();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('programs.delete.deleted', { name }));
        onClose();
      },
    });

  return (
    <>
      <DialogHeader className="pr-6">
        <DialogTitle className="break-words">{t('programs.delete.title', { name })}</DialogTitle>
        <DialogDescription>{t('programs.delete.cannotUndo')}</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-3 text-sm text-gray-600">
        {remove.isError ? (
          <Alert tone="error">{programRefusal(words, remove.error, money)}</Alert>
        ) : (
          <p>{t('programs.delete.explain')}</p>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={close} disabled={remove.isPending}>
          {remove.isError ? t('programs.close') : t('programs.cancel')}
        </Button>
        {!remove.isError && (
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {remove.isPending ? t('programs.delete.deleting') : t('programs.delete.confirm')}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
