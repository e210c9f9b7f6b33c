import type { TActionResult, TCounterDeviceSession, TCustomer } from '@regulars/contracts';
import { useState } from 'react';
import { useCounterSearch, useFindCustomers } from '../../api/loyalty.ts';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { CounterLocationContext, useCounterLocationState } from './counter-location.ts';
import { CounterLocationPicker } from './counter-location-picker.tsx';
import { CounterOutcomeContext, useCounterOutcomeState } from './counter-outcome-context.ts';
import { counterRefusal } from './counter-refusal.ts';
import { CounterStart } from './counter-start.tsx';
import { CustomerSearchField } from './customer-search-field.tsx';
import { CustomerSearchResults } from './customer-search-results.tsx';
import { CustomerStandingView } from './customer-standing-view.tsx';
import { ManagerApprovalContext, type TApprovalRequest } from './manager-approval.ts';
import { ManagerApprovalDialog } from './manager-approval-dialog.tsx';
import { RedeemCodeForm } from './redeem-code-form.tsx';
import { ScanQrDialog } from './scan-qr-dialog.tsx';
import type { TScannedCustomer } from './scanned-customer.ts';
import { useQrScanSupport } from './use-qr-scan-support.ts';
import { useSelectedCustomer } from './use-selected-customer.ts';

/**
 * The counter: find the customer (search, QR or a code), then record and redeem in large taps. On a counter device
 * (`device`) the location is the device's; what the business reserves for managers asks a manager's PIN.
 */
export function CounterScreen({ device }: { device?: TCounterDeviceSession['device'] }) {
  const words = useAppWords();
  const outcomes = useCounterOutcomeState();
  const counterLocation = useCounterLocationState(device ? device.locationId : undefined);
  const [approval, setApproval] = useState<TApprovalRequest | null>(null);
  const { customerId, preview, select } = useSelectedCustomer(outcomes.report);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 150);
  const results = useCounterSearch(debounced);
  const findCustomers = useFindCustomers();
  const canScan = useQrScanSupport();
  const [scanning, setScanning] = useState(false);
  const searching = search.trim() !== '';

  const open = (customer: TCustomer | { id: string }) => {
    setSearch('');
    select(customer);
  };

  const openFirstMatch = async () => {
    if (!searching) return;
    try {
      const [first] = await findCustomers(search);
      if (first) open(first);
    } catch (error) {
      toast.error(counterRefusal(words, error));
    }
  };

  const openScanned = async (scanned: TScannedCustomer) => {
    setScanning(false);
    if (scanned.kind === 'id') return open({ id: scanned.id });
    try {
      const match = (await findCustomers(scanned.customerId)).find(
        (customer) => customer.uniqueCustomerId.toUpperCase() === scanned.customerId,
      );
      if (match) open(match);
      else toast.error(words.t('counter.search.noCustomerWithId', { id: scanned.customerId }));
    } catch (error) {
      toast.error(counterRefusal(words, error));
    }
  };

  const openRedeemed = (result: TActionResult) => open({ id: result.standing.customer.id });

  return (
    <CounterOutcomeContext value={outcomes}>
      <CounterLocationContext value={counterLocation}>
        <ManagerApprovalContext value={setApproval}>
          <div className="space-y-6">
            <PageHeader
              title={words.t('counter.title')}
              description={words.t('counter.description')}
              actions={device ? undefined : <CounterLocationPicker counter={counterLocation} />}
            />
            <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start">
              <Card className="p-4 sm:p-5">
                <CustomerSearchField
                  value={search}
                  onChange={setSearch}
                  onSubmit={openFirstMatch}
                  searching={searching && results.isFetching}
                  onScan={canScan ? () => setScanning(true) : undefined}
                />
              </Card>
              {/* On a phone the matches, or the customer, come straight under the search field. */}
              <Card className={cn('p-4 sm:p-5', (searching || customerId) && 'hidden md:block')}>
                <RedeemCodeForm onRedeemed={openRedeemed} />
              </Card>
            </div>
            {searching ? (
              <CustomerSearchResults search={debounced} onPick={open} />
            ) : customerId ? (
              <CustomerStandingView
                key={customerId}
                customerId={customerId}
                preview={preview}
                onClose={() => select(null)}
              />
            ) : (
              <CounterStart canScan={canScan} />
            )}
            {canScan && <ScanQrDialog open={scanning} onOpenChange={setScanning} onScanned={openScanned} />}
            <ManagerApprovalDialog request={approval} onClose={() => setApproval(null)} />
          </div>
        </ManagerApprovalContext>
      </CounterLocationContext>
    </CounterOutcomeContext>
  );
}
