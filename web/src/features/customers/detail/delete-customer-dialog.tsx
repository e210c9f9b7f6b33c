import type { TCustomerDetail } from '@regulars/contracts';
import { useNavigate } from 'react-router';
import { useDeleteCustomer } from '../../../api/customers.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { customerName } from '../../../lib/customer-name.ts';
import { detailRefusal } from './detail-refusals.ts';

type Props = { customer: TCustomerDetail; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Deleting a customer cannot be undone: an alert dialog (no closing by a click beside it) that says what is erased
 * and what stays, with Cancel focused first. Done, it goes back to the list.
 */
export function DeleteCustomerDialog({ customer, open, onOpenChange }: Props) {
  const words = useAppWords();
  const { t } = words;
  const remove = useDeleteCustomer(customer.id);
  const navigate = useNavigate();
  const name = customerName(customer, words);

  function close(next: boolean) {
    if (remove.isPending) return;
    if (!next) remove.reset();
    onOpenChange(next);
  }

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        navigate('/customers', { replace: true });
        toast.success(t('customerDetail.delete.done'), {
          description: t('customerDetail.delete.doneDetail', { name }),
        });
      },
    });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        role="alertdialog"
        hideClose
        className="max-w-md"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="pr-6">
          <DialogTitle>{t('customerDetail.delete.title', { name })}</DialogTitle>
          <DialogDescription>{t('customerDetail.delete.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-3 text-sm text-gray-600">
          {remove.error && (
            <Alert tone="error">{detailRefusal(words, remove.error, 'customerDetail.delete.failed')}</Alert>
          )}
          <ul className="list-disc space-y-1.5 pl-5">
            <li>{t('customerDetail.delete.erased')}</li>
            <li>{t('customerDetail.delete.portal')}</li>
            <li>{t('customerDetail.delete.kept')}</li>
          </ul>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => close(false)} disabled={remove.isPending}>
            {t('customerDetail.delete.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {remove.isPending ? t('customerDetail.delete.deleting') : t('customerDetail.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
