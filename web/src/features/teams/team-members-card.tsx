import type { TTeamMember } from '@regulars/contracts';
import { KeyRound, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { useRemoveMember, useResetMemberTwoStep } from '../../api/teams.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatShortDate } from '../../lib/format-date.ts';
import { initials } from '../../lib/initials.ts';
import { RoleBadge } from './role-badge.tsx';
import { teamRefusal } from './team-refusals.ts';

export function TeamMembersCard({ members, isAdmin }: { members: TTeamMember[]; isAdmin: boolean }) {
  const words = useAppWords();
  const { t, locale } = words;
  const [removing, setRemoving] = useState<TTeamMember | null>(null);
  const [resetting, setResetting] = useState<TTeamMember | null>(null);
  const remove = useRemoveMember();
  const reset = useResetMemberTwoStep();

  function confirmReset() {
    if (!resetting) return;
    reset.mutate(resetting.id, {
      onSuccess: () => {
        toast.success(t('company.members.twoStepResetDone', { name: resetting.name || resetting.email }));
        setResetting(null);
      },
      onError: (error) => toast.error(teamRefusal(words, error, 'company.members.twoStepResetFailed')),
    });
  }

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(t('company.members.removed'));
        setRemoving(null);
      },
      onError: (error) => toast.error(teamRefusal(words, error, 'company.members.removeFailed')),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('company.members.title')}</CardTitle>
        <CardDescription>{t('company.members.count', { count: members.length })}</CardDescription>
      </CardHeader>
      {members.length === 0 ? (
        <EmptyState icon={Users} title={t('company.members.none')} />
      ) : (
        <ul className="divide-y divide-gray-100" aria-label={t('company.members.list')}>
          {members.map((member) => (
            <li key={member.id} className="flex items-center gap-3 px-6 py-4" data-testid="team-member">
              <div
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
                aria-hidden
              >
                {initials(member.name, member.email)}
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="truncate text-sm font-medium text-gray-900">{member.name || member.email}</p>
                  {member.isYou && <Badge tone="neutral">{t('company.members.you')}</Badge>}
                  {isAdmin && (
                    <Badge tone={member.twoStepOn ? 'green' : 'neutral'} data-testid="member-two-step">
                      {member.twoStepOn ? t('company.members.twoStepOn') : t('company.members.twoStepOff')}
                    </Badge>
                  )}
                </div>
                <p className="truncate text-sm text-gray-500">{member.email}</p>
                <p className="mt-0.5 text-xs text-gray-500">
                  {t('company.members.joined', {
                    date: formatShortDate(member.acceptedAt ?? member.invitedAt, undefined, locale),
                  })}
                </p>
              </div>
              <RoleBadge
                role={member.role}
                tone={member.role === 'admin' ? 'brand' : member.role === 'analyst' ? 'neutral' : 'green'}
              />
              {isAdmin && !member.isYou && member.role !== 'admin' && member.twoStepOn && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setResetting(member)}
                  aria-label={t('company.members.twoStepResetNamed', { name: member.name || member.email })}
                >
                  <KeyRound className="size-4" aria-hidden />
                  <span className="hidden sm:inline">{t('company.members.twoStepReset')}</span>
                </Button>
              )}
              {isAdmin && !member.isYou && member.role !== 'admin' && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-600 hover:bg-red-50 hover:text-red-700"
                  onClick={() => setRemoving(member)}
                  aria-label={t('company.removeNamed', { name: member.name || member.email })}
                >
                  <UserMinus className="size-4" aria-hidden />
                  <span className="hidden sm:inline">{t('company.remove')}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title={t('company.members.twoStepResetTitle')}
        message={t('company.members.twoStepResetConfirm', { name: resetting?.name || resetting?.email || '' })}
        confirmLabel={t('company.members.twoStepReset')}
        busyLabel={t('company.members.twoStepResetting')}
        cancelLabel={t('company.cancel')}
        busy={reset.isPending}
        onConfirm={confirmReset}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('company.members.removeTitle')}
        message={t('company.members.removeConfirm', { name: removing?.name || removing?.email || '' })}
        confirmLabel={t('company.remove')}
        busyLabel={t('company.removing')}
        cancelLabel={t('company.cancel')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}
