import type { TQrCode } from '@regulars/contracts';
import { Plus, QrCode, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useMe, useWorkingBusinessName } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { useQrCodes } from '../../api/qr-codes.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CardGridSkeleton } from '../../components/ui/card-grid-skeleton.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { LoopbackLinkNotice } from '../install/index.ts';
import { DeleteQrDialog } from './delete-qr-dialog.tsx';
import { downloadQrCode } from './download-qr.ts';
import { GenerateQrDialog } from './generate-qr-dialog.tsx';
import { QrCard } from './qr-card.tsx';
import { QrPreviewDialog } from './qr-preview-dialog.tsx';

export function QrCodesScreen() {
  const me = useMe();
  const businessName = useWorkingBusinessName();
  const hasBusiness = Boolean(me.data?.business);
  const qrCodes = useQrCodes(hasBusiness);
  const [generating, setGenerating] = useState(false);
  const [viewing, setViewing] = useState<TQrCode | null>(null);
  const [deleting, setDeleting] = useState<TQrCode | null>(null);

  const download = (qr: TQrCode) =>
    downloadQrCode(qr).catch(() => toast.error('Failed to download the QR code. Please try again.'));

  if (!hasBusiness) {
    return (
      <Card className="mx-auto mt-8 max-w-lg">
        <EmptyState
          icon={TriangleAlert}
          title="Business Not Found"
          description="Unable to load business information. Please try logging out and back in."
        />
      </Card>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="QR Codes"
        description="Print a code for your counter, tables or window. Customers scan it to join in seconds."
        actions={
          <Button onClick={() => setGenerating(true)}>
            <Plus className="size-4" aria-hidden />
            Generate QR Code
          </Button>
        }
      />
      <LoopbackLinkNotice what="QR codes" />

      {qrCodes.isPending ? (
        <CardGridSkeleton label="Loading QR codes" cardClassName="h-96" />
      ) : qrCodes.isError ? (
        <LoadError
          title="Error Loading QR Codes"
          description={`Failed to load QR codes: ${errorMessage(qrCodes.error)}`}
          onRetry={() => qrCodes.refetch()}
          retrying={qrCodes.isRefetching}
        />
      ) : qrCodes.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={QrCode}
            title="No QR codes yet"
            description="Generate a QR code and display it where customers can scan it. Each scan and sign-up is counted here."
            action={
              <Button onClick={() => setGenerating(true)}>
                <Plus className="size-4" aria-hidden />
                Generate QR Code
              </Button>
            }
          />
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {qrCodes.data.map((qr) => (
            <QrCard
              key={qr.id}
              qr={qr}
              businessName={businessName}
              onView={() => setViewing(qr)}
              onDownload={() => download(qr)}
              onDelete={() => setDeleting(qr)}
            />
          ))}
        </div>
      )}

      <GenerateQrDialog open={generating} onOpenChange={setGenerating} />
      <QrPreviewDialog
        qr={viewing}
        businessName={businessName}
        onClose={() => setViewing(null)}
        onDownload={download}
      />
      <DeleteQrDialog qr={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
