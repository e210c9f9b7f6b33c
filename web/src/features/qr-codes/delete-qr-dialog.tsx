import type { TQrCode } from '@regulars/contracts';
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
import { useAppWords } from '../../lib/app-words.tsx';
import { qrTitle } from './qr-card.tsx';
import { qrRefusalIn } from './qr-refusals.ts';

type Props = { qr: TQrCode | null; onClose: () => void };

export function DeleteQrDialog({ qr, onClose }: Props) {
  const words = useAppWords();
  const { t } = words;
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
              <DialogTitle>{t('qrCodes.delete.title')}</DialogTitle>
              <DialogDescription>{t('qrCodes.delete.text', { title: qrTitle(qr, words) })}</DialogDescription>
            </DialogHeader>
            {remove.isError && (
              <DialogBody>
                <Alert tone="error">{qrRefusalIn(words, remove.error)}</Alert>
              </DialogBody>
            )}
            <DialogFooter>
              <Button variant="secondary" onClick={close}>
                {t('qrCodes.cancel')}
              </Button>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(qr.id, {
                    onSuccess: () => {
                      toast.success(t('qrCodes.delete.done'));
                      close();
                    },
                  })
                }
              >
                {remove.isPending ? t('qrCodes.delete.deleting') : t('qrCodes.delete.confirm')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
