import { SUPPORT_MESSAGES, type TAdminSupportFilter } from '@regulars/contracts';
import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { SUPPORT_QUEUE_PAGE_SIZE, useSupportQueue, useSupportRequestsOn } from '../../../api/support.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SupportQueueTable } from './support-queue-table.tsx';
import { SupportRequestDialog } from './support-request-dialog.tsx';
import { SupportStatusFilter, supportFilterLabel } from './support-status-filter.tsx';

/** The support requests by status, priority plans first; one opens to read and answer. */
export function SupportQueue() {
  const [status, setStatus] = useState<TAdminSupportFilter>('open');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const queue = useSupportQueue({ status, page });
  const supportOn = useSupportRequestsOn();

  return (
    <>
      {supportOn === false && (
        <Alert tone="info">
          {SUPPORT_MESSAGES.switchedOffNote}: businesses cannot send new ones. Switch them on in Configuration.
        </Alert>
      )}
      <SupportStatusFilter
        value={status}
        open={queue.data?.open}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {queue.isPending ? (
        <Card className="flex justify-center py-16">
          <Spinner className="size-6 text-brand-600" label="Loading support requests" />
        </Card>
      ) : queue.isError ? (
        <LoadError
          title="Could not load support requests"
          description={errorMessage(queue.error)}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : queue.data.requests.length === 0 ? (
        <Card>
          <EmptyState
            icon={LifeBuoy}
            title={SUPPORT_MESSAGES.empty}
            description={
              status === 'all'
                ? 'When a business sends a request from Help, it appears here.'
                : `No ${supportFilterLabel(status).toLowerCase()} requests right now.`
            }
          />
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <SupportQueueTable requests={queue.data.requests} onOpen={setSelected} />
          <Pager
            page={page}
            limit={SUPPORT_QUEUE_PAGE_SIZE}
            total={queue.data.total}
            onPage={setPage}
            rangeTestId="support-range"
          />
        </Card>
      )}
      <SupportRequestDialog id={selected} onClose={() => setSelected(null)} />
    </>
  );
}
