import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** Red for what cannot be undone (delete, cancel); brand for sending. */
  variant?: ButtonVariant;
  /** Why the last attempt failed, shown above the buttons. */
  problem?: ReactNode;
  cancelLabel: string;
};

/** An action asked once more before it happens: deleting, removing, sending or cancelling cannot be taken back. */
export function ConfirmDialog(props: Props) {
  const { open, onOpenChange, title, message, confirmLabel, busyLabel, busy, onConfirm } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-md" role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody className="space-y-4">
          <DialogDescription className="text-gray-600">{message}</DialogDescription>
          {props.problem}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {props.cancelLabel}
          </Button>
          <Button variant={props.variant ?? 'danger'} onClick={onConfirm} loading={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
