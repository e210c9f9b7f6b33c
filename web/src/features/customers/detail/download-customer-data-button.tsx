import { customerDataFileName, ZCustomerDataExport } from '@regulars/contracts';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { apiRequest } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { downloadText } from '../import/csv.ts';
import { detailRefusal } from './detail-refusals.ts';

/**
 * Answers a customer's access request: fetches everything kept about them (team admins; the server records who did
 * it) and saves it as a JSON file. Fetched rather than linked, so a refusal is a toast in words, not a saved error.
 */
export function DownloadCustomerDataButton({ customerId }: { customerId: string }) {
  const words = useAppWords();
  const { t } = words;
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await apiRequest(`/api/customers/${encodeURIComponent(customerId)}/data`, {
        schema: ZCustomerDataExport,
      });
      const file = customerDataFileName(data.business.name, data.profile.customerNumber);
      downloadText(file, JSON.stringify(data, null, 2), 'application/json');
      toast.success(t('customerDetail.data.downloaded'), { description: file });
    } catch (error) {
      toast.error(detailRefusal(words, error, 'customerDetail.data.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void download()} loading={busy} title={t('customerDetail.data.hint')}>
      {!busy && <FileDown className="size-4" aria-hidden />}
      {busy ? t('customerDetail.data.preparing') : t('customerDetail.data.button')}
    </Button>
  );
}
