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
import { useAppWords } from '../../lib/app-words.tsx';
import { CameraScanner } from './camera-scanner.tsx';
import type { TScannedCustomer } from './scanned-customer.ts';

/** The camera in a dialog, reading QR codes until one names a customer. */
export function ScanQrDialog({
  open,
  onOpenChange,
  onScanned,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onScanned: (customer: TScannedCustomer) => void;
}) {
  const { t } = useAppWords();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('counter.scan.title')}</DialogTitle>
          <DialogDescription>{t('counter.scan.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody>{open && <CameraScanner onScanned={onScanned} />}</DialogBody>
        <DialogFooter>
          <Button variant="secondary" size="lg" onClick={() => onOpenChange(false)}>
            {t('counter.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
