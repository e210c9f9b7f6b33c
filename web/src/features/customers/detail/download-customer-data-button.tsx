import { CUSTOMER_DATA_COPY, customerDataFileName, ZCustomerDataExport } from '@regulars/contracts';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { apiRequest, errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { downloadText } from '../import/csv.ts';

/**
 * Answers a customer's access request: fetches everything kept about them (team admins; the server records who did
 * it) and saves it as a JSON file. Fetched rather than linked, so a refusal is a toast in words, not a saved error.
 */
export function DownloadCustomerDataButton({ customerId }: { customerId: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await apiRequest(`/api/customers/${encodeURIComponent(customerId)}/data`, {
        schema: ZCustomerDataExport,
      });
      const file = customerDataFileName(data.business.name, data.profile.customerNumber);
      downloadText(file, JSON.stringify(data, null, 2), 'application/json');
      toast.success('Customer data downloaded', { description: file });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void download()} loading={busy} title={CUSTOMER_DATA_COPY.detailHint}>
      {!busy && <FileDown className="size-4" aria-hidden />}
      {busy ? 'Preparing…' : CUSTOMER_DATA_COPY.detailButton}
    </Button>
  );
}
