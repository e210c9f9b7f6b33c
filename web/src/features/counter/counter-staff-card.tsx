import { COUNTER_LIMITS, COUNTER_MESSAGES, type TCounterStaffMember } from '@regulars/contracts';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useCounterStaff, useRemoveCounterStaff } from '../../api/counter.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { AddStaffDialog } from './add-staff-dialog.tsx';
import { CounterStaffRow } from './counter-staff-row.tsx';
import { counterOnlyCount, nobodyHasPin, staffKey } from './staff-actions.ts';
import { StaffPinDialog } from './staff-pin-dialog.tsx';

function removeWarning(member: TCounterStaffMember | null): string {
  if (member?.kind === 'counter')
    return 'They can no longer sign in at the counter. What they recorded keeps their name.';
  return 'They stay on your team, but can no longer sign in at the counter until they get a new PIN.';
}

/**
 * /company → Counter staff (team admin): every team member and the counter-only staff, their PINs and who is a
 * manager.
 */
export function CounterStaffCard() {
  const query = useCounterStaff();
  const remove = useRemoveCounterStaff();
  const [adding, setAdding] = useState(false);
  const [pinFor, setPinFor] = useState<TCounterStaffMember | null>(null);
  const [removing, setRemoving] = useState<TCounterStaffMember | null>(null);
  const data = query.data;
  const full = data ? counterOnlyCount(data.staff) >= data.counterOnlyLimit : false;

  function confirmRemove() {
    if (!removing?.id) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(COUNTER_MESSAGES.staffRemoved, { description: removing.name });
        setRemoving(null);
      },
    });
  }

  return (
    <Card aria-labelledby="counter-staff-title" role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="counter-staff-title">Counter staff</CardTitle>
          <CardDescription>Everyone who may work the counter, signing in with their own PIN.</CardDescription>
        </div>
        {data && !full && (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            <UserPlus className="size-4" aria-hidden />
            Add counter-only staff
          </Button>
        )}
      </CardHeader>

      {query.isPending ? (
        <div className="flex items-center justify-center gap-3 py-12" role="status">
          <Spinner className="size-5 text-brand-600" label="Loading" />
          <p className="text-sm text-gray-500">Loading counter staff...</p>
        </div>
      ) : query.isError || !data ? (
        <EmptyState
          title="Failed to load counter staff"
          description={errorMessage(query.error)}
          action={
            <Button variant="secondary" onClick={() => query.refetch()} loading={query.isFetching}>
              Try Again
            </Button>
          }
        />
      ) : (
        <>
          {nobodyHasPin(data.staff) && (
            <div className="border-b border-gray-100 px-6 py-4">
              <Alert tone="info" title="No one can sign in at a counter yet" data-testid="counter-staff-empty">
                Set a PIN for a team member, or add counter-only staff.
              </Alert>
            </div>
          )}
          <ul className="divide-y divide-gray-100" aria-label="Counter staff">
            {data.staff.map((member) => (
              <CounterStaffRow
                key={staffKey(member)}
                member={member}
                onPin={() => setPinFor(member)}
                onRemove={() => {
                  remove.reset();
                  setRemoving(member);
                }}
              />
            ))}
          </ul>
        </>
      )}

      <p className="border-t border-gray-100 px-6 py-3 text-xs text-gray-500" data-testid="counter-staff-seats">
        Counter-only staff don&apos;t use a team seat (up to {data?.counterOnlyLimit ?? COUNTER_LIMITS.counterOnlyStaff}
        ).
        {full && ' You have reached that limit.'}
      </p>

      <AddStaffDialog open={adding} onOpenChange={setAdding} />
      <StaffPinDialog member={pinFor} onClose={() => setPinFor(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing?.kind === 'counter' ? `Remove ${removing.name}?` : `Remove ${removing?.name ?? ''}'s PIN?`}
        message={removeWarning(removing)}
        confirmLabel={removing?.kind === 'counter' ? 'Remove' : 'Remove PIN'}
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={confirmRemove}
        problem={remove.isError && <Alert tone="error">{errorMessage(remove.error)}</Alert>}
      />
    </Card>
  );
}
