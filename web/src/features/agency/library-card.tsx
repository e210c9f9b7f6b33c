import type { TAppMessageKey, TLibraryApply, TLibraryItem, TLibraryOutcome } from '@regulars/contracts';
import { BookCopy, FilePlus2, PackagePlus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useAgencyLibrary, useDeleteLibraryItem } from '../../api/agency-library.ts';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatShortDate } from '../../lib/format-date.ts';
import { PROGRAM_TYPE_WORDS } from '../programs/index.ts';
import { ApplyLibraryDialog } from './apply-library-dialog.tsx';
import { clientRefusal } from './client-refusals.ts';
import { itemKindIn, kitLineIn, pieceLineIn, pieceOutcomeIn, piecesIn } from './kit-words.ts';
import { SaveKitDialog } from './save-kit-dialog.tsx';
import { SavePieceDialog } from './save-piece-dialog.tsx';

const OUTCOMES: Record<TLibraryOutcome, { key: TAppMessageKey; tone: BadgeTone }> = {
  pending: { key: 'clients.library.outcome.pending', tone: 'neutral' },
  created: { key: 'clients.library.outcome.created', tone: 'green' },
  skipped_name: { key: 'clients.library.outcome.skippedName', tone: 'amber' },
  refused_plan: { key: 'clients.library.outcome.refusedPlan', tone: 'red' },
  not_client: { key: 'clients.library.outcome.notClient', tone: 'neutral' },
  unavailable: { key: 'clients.library.outcome.unavailable', tone: 'neutral' },
  failed: { key: 'clients.library.outcome.failed', tone: 'red' },
  updated: { key: 'clients.library.outcome.updated', tone: 'blue' },
  type_differs: { key: 'clients.library.outcome.typeDiffers', tone: 'amber' },
  skipped_set: { key: 'clients.library.outcome.skippedSet', tone: 'amber' },
  skipped_missing: { key: 'clients.library.outcome.skippedMissing', tone: 'amber' },
};

/**
 * Clients → Library (issue 53, "Set up once"): programs, templates, automations and starter kits saved from one client,
 * added to many at once. Each addition
 * runs as a job; its outcome, client by client, shows below as it goes. The agency's admin adds and deletes.
 */
export function LibraryCard({ canManage }: { canManage: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const zone = useBusinessTimeZone();
  const library = useAgencyLibrary();
  const remove = useDeleteLibraryItem();
  const [applying, setApplying] = useState<TLibraryItem | null>(null);
  const [deleting, setDeleting] = useState<TLibraryItem | null>(null);
  const [savingKit, setSavingKit] = useState(false);
  const [savingPiece, setSavingPiece] = useState(false);
  const data = library.data;

  return (
    <Card data-testid="agency-library">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <BookCopy className="size-4 text-gray-500" aria-hidden />
            {t('clients.library.title')}
          </CardTitle>
          <CardDescription>{t('clients.library.description')}</CardDescription>
        </div>
        {canManage && (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setSavingPiece(true)}>
              <FilePlus2 className="size-4" aria-hidden />
              {t('clients.library.savePiece')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setSavingKit(true)}>
              <PackagePlus className="size-4" aria-hidden />
              {t('clients.library.saveKit')}
            </Button>
          </div>
        )}
      </CardHeader>
      {library.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner className="size-5 text-gray-400" label={t('clients.library.loading')} />
        </div>
      ) : !data ? (
        <p className="px-6 py-5 text-sm text-red-600">{t('clients.library.loadFailed')}</p>
      ) : (
        <>
          {data.items.length === 0 ? (
            <p className="px-6 py-5 text-sm text-gray-600">{t('clients.library.empty')}</p>
          ) : (
            <ul className="divide-y divide-gray-100" aria-label={t('clients.library.title')}>
              {data.items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center gap-3 px-6 py-4" data-testid="library-item">
                  {/* At least 15rem for the item's lines: on a phone the buttons go below them, not beside. */}
                  <div className="min-w-0 flex-1 basis-60">
                    <p className="font-medium break-words text-gray-900">{item.name}</p>
                    <p className="text-sm text-gray-500">
                      {item.contents
                        ? kitLineIn(t, item.contents, item.sourceName)
                        : item.version > 1
                          ? t('clients.library.versionLine', {
                              type: itemKindIn(
                                t,
                                item,
                                item.programType ? t(PROGRAM_TYPE_WORDS[item.programType].name) : '',
                              ),
                              version: item.version,
                              source: item.sourceName,
                              date: formatShortDate(item.updatedAt, zone, words.locale),
                            })
                          : t('clients.library.itemLine', {
                              type: itemKindIn(
                                t,
                                item,
                                item.programType ? t(PROGRAM_TYPE_WORDS[item.programType].name) : '',
                              ),
                              source: item.sourceName,
                            })}
                    </p>
                  </div>
                  {canManage && (
                    <div className="ml-auto flex gap-2">
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-gray-500 hover:bg-red-50 hover:text-red-700"
                        onClick={() => setDeleting(item)}
                        aria-label={t('clients.library.deleteNamed', { name: item.name })}
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setApplying(item)}
                        aria-label={t('clients.library.applyNamed', { name: item.name })}
                      >
                        <Plus className="size-4" aria-hidden />
                        {t('clients.library.apply')}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {data.applies.length > 0 && <Applies applies={data.applies} />}
        </>
      )}
      <ApplyLibraryDialog item={applying} onClose={() => setApplying(null)} />
      <SaveKitDialog open={savingKit} onClose={() => setSavingKit(false)} />
      <SavePieceDialog open={savingPiece} onClose={() => setSavingPiece(false)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('clients.library.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('clients.library.deleteText')}
        confirmLabel={t('clients.library.delete')}
        busyLabel={t('clients.library.deleting')}
        cancelLabel={t('clients.cancel')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => toast.error(clientRefusal(words, error, 'clients.library.deleteFailed')),
          });
        }}
      />
    </Card>
  );
}

/** The latest additions, each client's outcome as the job reaches it. */
function Applies({ applies }: { applies: TLibraryApply[] }) {
  const { t } = useAppWords();
  return (
    <div className="border-t border-gray-100 px-6 py-5">
      <h3 className="text-sm font-semibold text-gray-900">{t('clients.library.latest')}</h3>
      <ul className="mt-3 space-y-4">
        {applies.map((apply) => {
          const done = apply.results.filter((r) => r.outcome !== 'pending').length;
          return (
            <li key={apply.id} data-testid="library-apply">
              <p className="text-sm text-gray-700">
                {apply.status === 'running'
                  ? t('clients.library.running', { name: apply.itemName, done, count: apply.results.length })
                  : t('clients.library.done', { name: apply.itemName, count: apply.results.length })}
              </p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {apply.results.map((result) => (
                  <li key={result.clientId} data-testid="library-result">
                    <Badge tone={OUTCOMES[result.outcome].tone}>
                      {result.clientName}:{' '}
                      {/* A template or automation alone is one piece: what happened to it, not a count. */}
                      {result.pieces?.length === 1 && result.pieces[0]
                        ? pieceOutcomeIn(t, result.pieces[0].outcome)
                        : result.pieces
                          ? piecesIn(t, result.pieces)
                          : t(OUTCOMES[result.outcome].key, { version: result.version ?? 1 })}
                    </Badge>
                  </li>
                ))}
              </ul>
              {apply.results.some((r) => r.pieces && r.pieces.length > 0) && (
                <details className="mt-2 text-sm" data-testid="library-pieces">
                  <summary className="cursor-pointer text-gray-600">{t('clients.library.piecesTitle')}</summary>
                  <ul className="mt-2 space-y-2">
                    {apply.results.map(
                      (result) =>
                        result.pieces &&
                        result.pieces.length > 0 && (
                          <li key={result.clientId}>
                            <p className="font-medium text-gray-800">{result.clientName}</p>
                            <ul className="text-gray-600">
                              {result.pieces.map((piece) => (
                                <li key={`${piece.kind}:${piece.name}`} data-testid="library-piece">
                                  {pieceLineIn(t, piece)}
                                </li>
                              ))}
                            </ul>
                          </li>
                        ),
                    )}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
