import type { TProgram } from '@regulars/contracts';
import { Gift, Plus, Sparkles, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../../api/auth.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { usePrograms, useSetProgramStatus } from '../../api/programs.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CardGridSkeleton } from '../../components/ui/card-grid-skeleton.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { CreateProgramDialog } from './create-program-dialog.tsx';
import { DeleteProgramDialog } from './delete-program-dialog.tsx';
import { EditProgramDialog } from './edit-program-dialog.tsx';
import { ProgramCard } from './program-card.tsx';
import { atProgramLimit, ProgramLimitNotice } from './program-limit-notice.tsx';

export function ProgramsScreen() {
  const me = useMe();
  const business = me.data?.business ?? null;
  const programs = usePrograms(business !== null);
  const setStatus = useSetProgramStatus();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TProgram | null>(null);
  const [deleting, setDeleting] = useState<TProgram | null>(null);
  const navigate = useNavigate();

  if (!business) {
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

  const limit = programs.data?.limit;
  // At the limit the page says so before any form, and creating turns into the way to more room.
  const full = atProgramLimit(limit);
  const usage =
    limit && limit.maxActive !== -1
      ? `${limit.active} of ${limit.maxActive} active ${limit.maxActive === 1 ? 'program' : 'programs'} on your plan`
      : null;

  const toggle = (id: string, name: string, next: 'active' | 'paused') =>
    setStatus.mutate(
      { id, status: next },
      {
        onSuccess: () => toast.success(next === 'active' ? `${name} activated` : `${name} paused`),
        onError: (error) =>
          toast.error(errorMessage(error), {
            action:
              error instanceof ApiError && error.code === 'PLAN_LIMIT'
                ? { label: 'View Plans', onClick: () => navigate('/subscription') }
                : undefined,
          }),
      },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Loyalty Programs"
        description={usage ?? 'Reward your regulars with points, stamps, codes, discounts and free items.'}
        actions={
          full ? (
            <Button asChild>
              <Link to="/subscription">
                <Sparkles className="size-4" aria-hidden />
                Upgrade Plan
              </Link>
            </Button>
          ) : (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden />
              Create Program
            </Button>
          )
        }
      />

      {full && limit && <ProgramLimitNotice limit={limit} />}

      {programs.isPending ? (
        <CardGridSkeleton label="Loading programs" cardClassName="h-64" />
      ) : programs.isError ? (
        <LoadError
          title="Error Loading Programs"
          description={`Failed to load programs: ${errorMessage(programs.error)}`}
          onRetry={() => programs.refetch()}
          retrying={programs.isRefetching}
        />
      ) : programs.data.programs.length === 0 ? (
        <Card>
          <EmptyState
            icon={Gift}
            title="No programs yet"
            description="Create your first loyalty program. Customers who sign up through your QR codes join it automatically."
            action={
              <Button onClick={() => setCreating(true)}>
                <Plus className="size-4" aria-hidden />
                Create Program
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
            />
          ))}
        </div>
      )}

      <CreateProgramDialog open={creating} onOpenChange={setCreating} />
      <EditProgramDialog program={editing} onClose={() => setEditing(null)} />
      <DeleteProgramDialog program={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
