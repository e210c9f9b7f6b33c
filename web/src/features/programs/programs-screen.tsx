import { LIBRARY_MESSAGES, type TProgram } from '@regulars/contracts';
import { Gift, Plus, Sparkles, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSaveToLibrary } from '../../api/agency-library.ts';
import { useMe } from '../../api/auth.ts';
import { useBusinessMoney } from '../../api/business-money.ts';
import { ApiError } from '../../api/client.ts';
import { usePrograms, useSetProgramStatus } from '../../api/programs.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CardGridSkeleton } from '../../components/ui/card-grid-skeleton.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { refusalIn } from '../../lib/app-refusal.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { CreateProgramDialog } from './create-program-dialog.tsx';
import { DeleteProgramDialog } from './delete-program-dialog.tsx';
import { EditProgramDialog } from './edit-program-dialog.tsx';
import { ProgramCard } from './program-card.tsx';
import { atProgramLimit, ProgramLimitNotice } from './program-limit-notice.tsx';
import { programRefusal } from './program-messages.ts';

export function ProgramsScreen() {
  const words = useAppWords();
  const { t, locale } = words;
  const money = useBusinessMoney();
  const me = useMe();
  const business = me.data?.business ?? null;
  const programs = usePrograms(business !== null);
  const setStatus = useSetProgramStatus();
  const save = useSaveToLibrary();
  // An agency's admin working in a client saves its programs to the agency's library (issue 53).
  const client = me.data?.openClient ?? null;
  const agencyAdminIn = client && me.data?.runsClients && (me.data.isTenantAdmin || !me.data.tenant) ? client : null;

  // The library already has a program of that name: offered to replace its copy as a new version (no client changes).
  const [replacing, setReplacing] = useState<TProgram | null>(null);
  function saveToLibrary(program: TProgram) {
    if (!agencyAdminIn) return;
    save.mutate(
      { clientId: agencyAdminIn.id, programId: program.id },
      {
        onSuccess: () =>
          toast.success(t('programs.library.saved', { name: program.name, agency: agencyAdminIn.agencyName })),
        onError: (error) =>
          error instanceof ApiError && error.message === LIBRARY_MESSAGES.nameTaken
            ? setReplacing(program)
            : toast.error(
                refusalIn(
                  words,
                  error,
                  {
                    [LIBRARY_MESSAGES.nameTaken]: 'programs.library.nameTaken',
                    [LIBRARY_MESSAGES.full]: 'programs.library.full',
                  },
                  'programs.library.failed',
                ),
              ),
      },
    );
  }
  function replaceInLibrary() {
    if (!agencyAdminIn || !replacing) return;
    const program = replacing;
    save.mutate(
      { clientId: agencyAdminIn.id, programId: program.id, replace: true },
      {
        onSuccess: ({ item }) => {
          setReplacing(null);
          toast.success(t('clients.library.replaced', { name: item.name, version: item.version }));
        },
        onError: (error) =>
          toast.error(
            refusalIn(
              words,
              error,
              {
                [LIBRARY_MESSAGES.notAProgram]: 'clients.library.notAProgram',
                [LIBRARY_MESSAGES.full]: 'programs.library.full',
              },
              'clients.library.replaceFailed',
            ),
          ),
      },
    );
  }
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TProgram | null>(null);
  const [deleting, setDeleting] = useState<TProgram | null>(null);
  const navigate = useNavigate();

  if (!business) {
    return (
      <Card className="mx-auto mt-8 max-w-lg">
        <EmptyState
          icon={TriangleAlert}
          title={t('programs.noBusiness.title')}
          description={t('programs.noBusiness.description')}
        />
      </Card>
    );
  }

  const limit = programs.data?.limit;
  // At the limit the page says so before any form, and creating turns into the way to more room.
  const full = atProgramLimit(limit);
  const usage =
    limit && limit.maxActive !== -1
      ? t('programs.usage', { active: formatCountIn(limit.active, locale), count: limit.maxActive })
      : null;

  const toggle = (id: string, name: string, next: 'active' | 'paused') =>
    setStatus.mutate(
      { id, status: next },
      {
        onSuccess: () =>
          toast.success(next === 'active' ? t('programs.activated', { name }) : t('programs.paused', { name })),
        onError: (error) =>
          toast.error(programRefusal(words, error, money), {
            action:
              error instanceof ApiError && error.code === 'PLAN_LIMIT'
                ? { label: t('programs.viewPlans'), onClick: () => navigate('/subscription') }
                : undefined,
          }),
      },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('programs.title')}
        description={usage ?? t('programs.intro')}
        actions={
          full ? (
            <Button asChild>
              <Link to="/subscription">
                <Sparkles className="size-4" aria-hidden />
                {t('programs.upgradePlan')}
              </Link>
            </Button>
          ) : (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden />
              {t('programs.create')}
            </Button>
          )
        }
      />

      {full && limit && <ProgramLimitNotice limit={limit} />}

      {programs.isPending ? (
        <CardGridSkeleton label={t('programs.loading')} cardClassName="h-64" />
      ) : programs.isError ? (
        <LoadError
          title={t('programs.loadError.title')}
          description={t('programs.loadError.description', { reason: programRefusal(words, programs.error, money) })}
          onRetry={() => programs.refetch()}
          retrying={programs.isRefetching}
        />
      ) : programs.data.programs.length === 0 ? (
        <Card>
          <EmptyState
            icon={Gift}
            title={t('programs.empty.title')}
            description={t('programs.empty.description')}
            action={
              <Button onClick={() => setCreating(true)}>
                <Plus className="size-4" aria-hidden />
                {t('programs.create')}
              </Button>
            }
          />
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {programs.data.programs.map((program) => (
            <ProgramCard
              key={program.id}
              program={program}
              busy={setStatus.isPending && setStatus.variables?.id === program.id}
              onToggle={() => toggle(program.id, program.name, program.status === 'active' ? 'paused' : 'active')}
              onEdit={() => setEditing(program)}
              onDelete={() => setDeleting(program)}
              onSaveToLibrary={agencyAdminIn ? () => saveToLibrary(program) : undefined}
              saving={save.isPending && save.variables?.programId === program.id}
            />
          ))}
        </div>
      )}

      <CreateProgramDialog open={creating} onOpenChange={setCreating} />
      <EditProgramDialog program={editing} onClose={() => setEditing(null)} />
      <DeleteProgramDialog program={deleting} onClose={() => setDeleting(null)} />
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(open) => !open && setReplacing(null)}
        title={t('clients.library.replaceTitle', { name: replacing?.name ?? '' })}
        message={t('clients.library.replaceText', { name: replacing?.name ?? '' })}
        confirmLabel={t('clients.library.replace')}
        busyLabel={t('clients.library.replacing')}
        cancelLabel={t('clients.cancel')}
        variant="primary"
        busy={save.isPending}
        onConfirm={replaceInLibrary}
      />
    </div>
  );
}
