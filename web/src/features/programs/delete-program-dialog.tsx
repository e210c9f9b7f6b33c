import type { TProgram } from '@regulars/contracts';
import { errorMessage } from '../../api/client.ts';
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
  const remove = useDeleteProgram(program.id);
  const close = () => !remove.isPending && onClose();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(`${program.name} deleted`);
        onClose();
      },
    });

  return (
    <>
      <DialogHeader className="pr-6">
        <DialogTitle className="break-words">Delete {program.name}?</DialogTitle>
        <DialogDescription>This cannot be undone.</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-3 text-sm text-gray-600">
        {remove.isError ? (
          <Alert tone="error">{errorMessage(remove.error)}</Alert>
        ) : (
          <p>
            Only a program nobody has earned in can be deleted. Customers who joined it without earning simply leave it,
            and its place on your plan is freed.
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={close} disabled={remove.isPending}>
          {remove.isError ? 'Close' : 'Cancel'}
        </Button>
        {!remove.isError && (
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete program'}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
