import type { TTeamMember } from '@regulars/contracts';
import { UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { teamErrorMessage, useRemoveMember } from '../../api/teams.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { formatShortDate } from '../../lib/format-date.ts';
import { initials } from '../../lib/initials.ts';

export function TeamMembersCard({ members, isAdmin }: { members: TTeamMember[]; isAdmin: boolean }) {
  const [removing, setRemoving] = useState<TTeamMember | null>(null);
  const remove = useRemoveMember();

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success('Member removed successfully');
        setRemoving(null);
      },
      onError: (error) => toast.error(teamErrorMessage(error, 'Failed to remove member')),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Team Members</CardTitle>
        <CardDescription>
          {members.length === 1 ? '1 active member' : `${members.length} active members`}
        </CardDescription>
      </CardHeader>
      {members.length === 0 ? (
        <EmptyState icon={Users} title="No team members yet" />
      ) : (
        <ul className="divide-y divide-gray-100" aria-label="Team members">
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
                  {member.isYou && <Badge tone="neutral">You</Badge>}
                </div>
                <p className="truncate text-sm text-gray-500">{member.email}</p>
                <p className="mt-0.5 text-xs text-gray-500">
                  Joined {formatShortDate(member.acceptedAt ?? member.invitedAt)}
                </p>
              </div>
              <Badge tone={member.role === 'admin' ? 'brand' : 'green'}>
                {member.role === 'admin' ? 'Admin' : 'Member'}
              </Badge>
              {isAdmin && !member.isYou && member.role !== 'admin' && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-600 hover:bg-red-50 hover:text-red-700"
                  onClick={() => setRemoving(member)}
                  aria-label={`Remove ${member.name || member.email}`}
                >
                  <UserMinus className="size-4" aria-hidden />
                  <span className="hidden sm:inline">Remove</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove team member"
        message={`Are you sure you want to remove ${removing?.name || removing?.email || ''} from the team?`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}
