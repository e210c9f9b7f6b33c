import type { TQrCode } from '@regulars/contracts';
import { errorMessage } from '../../api/client.ts';
import { useDeleteQrCode } from '../../api/qr-codes.ts';
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
import { qrTitle } from './qr-card.tsx';

type Props = { qr: TQrCode | null; onClose: () => void };

export function DeleteQrDialog({ qr, onClose }: Props) {
  const remove = useDeleteQrCode();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={qr !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md" role="alertdialog">
        {qr && (
          <>
            <DialogHeader>
              <DialogTitle>Delete this QR code?</DialogTitle>
              <DialogDescription>
                “{qrTitle(qr)}” will stop working, including printed copies. Its scan and sign-up counts are removed.
                Customers who already joined stay in your list.
              </DialogDescription>
            </DialogHeader>
            {remove.isError && (
              <DialogBody>
                <Alert tone="error">{errorMessage(remove.error)}</Alert>
              </DialogBody>
            )}
            <DialogFooter>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(qr.id, {
                    onSuccess: () => {
                      toast.success('QR code deleted');
                      close();
                    },
                  })
                }
              >
                {remove.isPending ? 'Deleting...' : 'Delete'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
