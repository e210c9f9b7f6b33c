import type { TQrCode } from '@regulars/contracts';
import { Plus, QrCode, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useMe, useWorkingBusinessName } from '../../api/auth.ts';
import { useQrCodes } from '../../api/qr-codes.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CardGridSkeleton } from '../../components/ui/card-grid-skeleton.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { LoopbackLinkNotice } from '../install/index.ts';
import { DeleteQrDialog } from './delete-qr-dialog.tsx';
import { downloadQrCode } from './download-qr.ts';
import { GenerateQrDialog } from './generate-qr-dialog.tsx';
import { QrCard } from './qr-card.tsx';
import { QrPreviewDialog } from './qr-preview-dialog.tsx';
import { qrRefusalIn } from './qr-refusals.ts';

export function QrCodesScreen() {
  const words = useAppWords();
  const { t } = words;
  const me = useMe();
  const businessName = useWorkingBusinessName();
  const hasBusiness = Boolean(me.data?.business);
  const qrCodes = useQrCodes(hasBusiness);
  const [generating, setGenerating] = useState(false);
  const [viewing, setViewing] = useState<TQrCode | null>(null);
  const [deleting, setDeleting] = useState<TQrCode | null>(null);

  const download = (qr: TQrCode) => downloadQrCode(qr).catch(() => toast.error(t('qrCodes.downloadFailed')));

  if (!hasBusiness) {
    return (
      <Card className="mx-auto mt-8 max-w-lg">
        <EmptyState
          icon={TriangleAlert}
          title={t('qrCodes.noBusinessTitle')}
          description={t('qrCodes.noBusinessText')}
        />
      </Card>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('qrCodes.title')}
        description={t('qrCodes.description')}
        actions={
          <Button onClick={() => setGenerating(true)}>
            <Plus className="size-4" aria-hidden />
            {t('qrCodes.generate')}
          </Button>
        }
      />
      {/* The install feature's notice, English until it speaks the user's language. */}
      <LoopbackLinkNotice links="qrCodes" />

      {qrCodes.isPending ? (
        <CardGridSkeleton label={t('qrCodes.loading')} cardClassName="h-96" />
      ) : qrCodes.isError ? (
        <LoadError
          title={t('qrCodes.loadFailed')}
          description={t('qrCodes.loadFailedText', { reason: qrRefusalIn(words, qrCodes.error) })}
          onRetry={() => qrCodes.refetch()}
          retrying={qrCodes.isRefetching}
        />
      ) : qrCodes.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={QrCode}
            title={t('qrCodes.emptyTitle')}
            description={t('qrCodes.emptyText')}
            action={
              <Button onClick={() => setGenerating(true)}>
                <Plus className="size-4" aria-hidden />
                {t('qrCodes.generate')}
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
