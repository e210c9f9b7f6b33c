import { COUNTER_LIMITS, type TCounterStaffMember } from '@regulars/contracts';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useCounterStaff, useRemoveCounterStaff } from '../../api/counter.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { AddStaffDialog } from './add-staff-dialog.tsx';
import { counterAdminRefusal } from './counter-admin-refusals.ts';
import { CounterStaffRow } from './counter-staff-row.tsx';
import { counterOnlyCount, nobodyHasPin, staffKey } from './staff-actions.ts';
import { StaffPinDialog } from './staff-pin-dialog.tsx';

/** Removing counter-only staff removes them; a team member only loses the PIN. */
function removeWords({ t }: TAppWords, member: TCounterStaffMember | null) {
  const name = member?.name ?? '';
  if (member?.kind === 'counter') {
    return {
      title: t('company.removeQuestion', { name }),
      message: t('company.staff.removeCounterWarning'),
      confirm: t('company.remove'),
    };
  }
  return {
    title: t('company.staff.removePinQuestion', { name }),
    message: t('company.staff.removePinWarning'),
    confirm: t('company.staff.removePin'),
  };
}

/**
 * /company → Counter staff (team admin): every team member and the counter-only staff, their PINs and who is a
 * manager.
 */
export function CounterStaffCard() {
  const words = useAppWords();
  const { t, locale } = words;
  const query = useCounterStaff();
  const remove = useRemoveCounterStaff();
  const [adding, setAdding] = useState(false);
  const [pinFor, setPinFor] = useState<TCounterStaffMember | null>(null);
  const [removing, setRemoving] = useState<TCounterStaffMember | null>(null);
  const data = query.data;
  const full = data ? counterOnlyCount(data.staff) >= data.counterOnlyLimit : false;
  const limit = formatCountIn(data?.counterOnlyLimit ?? COUNTER_LIMITS.counterOnlyStaff, locale);
  const removal = removeWords(words, removing);

  function confirmRemove() {
    if (!removing?.id) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(t('company.staff.removed'), { description: removing.name });
        setRemoving(null);
      },
    });
  }

  return (
    <Card aria-labelledby="counter-staff-title" role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="counter-staff-title">{t('company.staff.title')}</CardTitle>
          <CardDescription>{t('company.staff.description')}</CardDescription>
        </div>
        {data && !full && (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            <UserPlus className="size-4" aria-hidden />
            {t('company.staff.add')}
          </Button>
        )}
      </CardHeader>

      {query.isPending ? (
        <div className="flex items-center justify-center gap-3 py-12" role="status">
          <Spinner className="size-5 text-brand-600" label={t('company.loading')} />
          <p className="text-sm text-gray-500">{t('company.staff.loading')}</p>
        </div>
      ) : query.isError || !data ? (
        <EmptyState
          title={t('company.staff.loadFailed')}
          description={counterAdminRefusal(words, query.error)}
          action={
            <Button variant="secondary" onClick={() => query.refetch()} loading={query.isFetching}>
              {t('company.tryAgain')}
            </Button>
          }
        />
      ) : (
        <>
          {nobodyHasPin(data.staff) && (
            <div className="border-b border-gray-100 px-6 py-4">
              <Alert tone="info" title={t('company.staff.noneTitle')} data-testid="counter-staff-empty">
                {t('company.staff.noneText')}
              </Alert>
            </div>
          )}
          <ul className="divide-y divide-gray-100" aria-label={t('company.staff.title')}>
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
        {full ? t('company.staff.seatNoteFull', { limit }) : t('company.staff.seatNote', { limit })}
      </p>

      <AddStaffDialog open={adding} onOpenChange={setAdding} />
      <StaffPinDialog member={pinFor} onClose={() => setPinFor(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removal.title}
        message={removal.message}
        confirmLabel={removal.confirm}
        busyLabel={t('company.removing')}
        cancelLabel={t('company.cancel')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        problem={remove.isError && <Alert tone="error">{counterAdminRefusal(words, remove.error)}</Alert>}
      />
    </Card>
  );
}
