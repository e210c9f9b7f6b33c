import type { TCounterStaffMember } from '@regulars/contracts';
import { KeyRound, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useUpdateCounterStaff } from '../../api/counter.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { initials } from '../../lib/initials.ts';
import { counterAdminRefusal } from './counter-admin-refusals.ts';
import { staffActions } from './staff-actions.ts';

type Props = {
  member: TCounterStaffMember;
  onPin: () => void;
  onRemove: () => void;
};

const danger = 'text-red-600 hover:bg-red-50 hover:text-red-700';

/** One person who may work the counter: who they are, their PIN and manager badges, and what the admin can change. */
export function CounterStaffRow({ member, onPin, onRemove }: Props) {
  const words = useAppWords();
  const { t } = words;
  const id = useId();
  const named = { name: member.name };
  const update = useUpdateCounterStaff();
  const actions = staffActions(member);
  const counterOnly = member.kind === 'counter';

  function setManager(isManager: boolean) {
    if (!member.id) return;
    update.mutate(
      { staffId: member.id, input: { isManager } },
      {
        onSuccess: () => toast.success(t('company.staff.saved'), { description: member.name }),
        onError: (error) => toast.error(counterAdminRefusal(words, error)),
      },
    );
  }

  return (
    <li
      className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center"
      data-testid="counter-staff-row"
      data-staff-kind={member.kind}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <div
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
            counterOnly ? 'bg-gray-100 text-gray-700' : 'bg-brand-100 text-brand-700',
          )}
          aria-hidden
        >
          {initials(member.name, member.email ?? '')}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <p id={`${id}-name`} className="text-sm font-medium break-words text-gray-900">
              {member.name}
            </p>
            {member.isManager && <Badge tone="brand">{t('company.staff.manager')}</Badge>}
            <Badge tone={member.hasPin ? 'green' : 'amber'}>
              {member.hasPin ? t('company.staff.pinSet') : t('company.staff.noPin')}
            </Badge>
          </div>
          <p className="truncate text-sm text-gray-500">
            {counterOnly ? t('company.staff.counterOnly') : t('company.staff.teamMember')}
            {member.email && ` · ${member.email}`}
          </p>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-x-1 gap-y-2 sm:shrink-0">
        {actions.includes('manager') && (
          <div className="mr-2 flex items-center gap-2">
            <ToggleSwitch
              id={`${id}-manager`}
              checked={member.isManager}
              disabled={update.isPending}
              onChange={setManager}
              aria-labelledby={`${id}-manager-label ${id}-name`}
            />
            <span id={`${id}-manager-label`} className="text-sm text-gray-700">
              {t('company.staff.manager')}
            </span>
          </div>
        )}
        {actions.includes('setPin') && (
          <Button variant="secondary" size="sm" onClick={onPin} aria-label={t('company.staff.setPinFor', named)}>
            <KeyRound className="size-4" aria-hidden />
            {t('company.staff.setPin')}
          </Button>
        )}
        {actions.includes('changePin') && (
          <Button variant="ghost" size="sm" onClick={onPin} aria-label={t('company.staff.changePinFor', named)}>
            <KeyRound className="size-4" aria-hidden />
            {t('company.staff.changePin')}
          </Button>
        )}
        {actions.includes('removePin') && (
          <Button
            variant="ghost"
            size="sm"
            className={danger}
            onClick={onRemove}
            aria-label={t('company.staff.removePinOf', named)}
          >
            <Trash2 className="size-4" aria-hidden />
            <span className="hidden sm:inline">{t('company.staff.removePin')}</span>
          </Button>
        )}
        {actions.includes('remove') && (
          <Button
            variant="ghost"
            size="sm"
            className={danger}
            onClick={onRemove}
            aria-label={t('company.removeNamed', named)}
          >
            <Trash2 className="size-4" aria-hidden />
            <span className="hidden sm:inline">{t('company.remove')}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
