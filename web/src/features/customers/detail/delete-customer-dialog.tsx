import type { TCustomerDetail } from '@regulars/contracts';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
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
import { customerName } from '../../../lib/customer-name.ts';

type Props = { customer: TCustomerDetail; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Deleting a customer cannot be undone: an alert dialog (no closing by a click beside it) that says what is erased
 * and what stays, with Cancel focused first. Done, it goes back to the list.
 */
export function DeleteCustomerDialog({ customer, open, onOpenChange }: Props) {
  const remove = useDeleteCustomer(customer.id);
  const navigate = useNavigate();
  const name = customerName(customer);

  function close(next: boolean) {
    if (remove.isPending) return;
    if (!next) remove.reset();
    onOpenChange(next);
  }

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        navigate('/customers', { replace: true });
        toast.success('Customer deleted', { description: `${name}'s personal details have been erased.` });
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
          <DialogTitle>Delete {name}?</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-3 text-sm text-gray-600">
          {remove.error && <Alert tone="error">{errorMessage(remove.error)}</Alert>}
          <ul className="list-disc space-y-1.5 pl-5">
            <li>Their name, email, phone number, birthday and PIN are erased.</li>
            <li>They can no longer sign in to the customer portal, and their unused rewards are cancelled.</li>
            <li>Their visits and purchases stay in your totals and reports, without their name.</li>
          </ul>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => close(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete customer'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
