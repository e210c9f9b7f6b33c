import type { TTeamInvitation } from '@regulars/contracts';
import { Mail, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { teamErrorMessage, useResendInvitation, useRevokeInvitation } from '../../api/teams.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { isPast } from '../../lib/dates.ts';
import { formatShortDate } from '../../lib/format-date.ts';

/** Tenant admins only: members never see who was invited. */
export function PendingInvitationsCard({ invitations }: { invitations: TTeamInvitation[] }) {
  const [revoking, setRevoking] = useState<TTeamInvitation | null>(null);
  const revoke = useRevokeInvitation();
  const resend = useResendInvitation();

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success('Invitation revoked successfully');
        setRevoking(null);
      },
      onError: (error) => toast.error(teamErrorMessage(error, 'Failed to revoke invitation')),
    });
  }

  function resendInvitation(invitation: TTeamInvitation) {
    resend.mutate(invitation.id, {
      onSuccess: () => toast.success('Invitation resent successfully!'),
      onError: (error) => toast.error(teamErrorMessage(error, 'Failed to resend invitation')),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending Invitations</CardTitle>
        <CardDescription>Invitations that haven&apos;t been accepted yet. Links work for 7 days.</CardDescription>
      </CardHeader>
      {invitations.length === 0 ? (
        <EmptyState
          icon={Mail}
          title="No pending invitations"
          description="Invite a team member and their invitation shows here until they accept it."
          className="py-10"
        />
      ) : (
        <ul className="divide-y divide-gray-100" aria-label="Pending invitations">
          {invitations.map((invitation) => {
            const expired = isPast(invitation.expiresAt);
            const resending = resend.isPending && resend.variables === invitation.id;
            return (
              <li
                key={invitation.id}
                className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center"
                data-testid="pending-invitation"
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-500">
                    <Mail className="size-4" aria-hidden />
                  </div>
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="truncate text-sm font-medium text-gray-900">{invitation.email}</p>
                      {expired ? <Badge tone="red">Expired</Badge> : <Badge tone="amber">Pending</Badge>}
                      <Badge tone="neutral">{invitation.role === 'admin' ? 'Admin' : 'Member'}</Badge>
                    </div>
                    <p className="mt-0.5 text-xs text-gray-500">
                      Sent {formatShortDate(invitation.createdAt)} · {expired ? 'Expired' : 'Expires'}{' '}
                      {formatShortDate(invitation.expiresAt)}
                    </p>
                  </div>
                </div>
                <div className="flex gap-2 pl-13 sm:pl-0">
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={resending}
                    disabled={resend.isPending}
                    onClick={() => resendInvitation(invitation)}
                  >
                    {!resending && <RotateCw className="size-4" aria-hidden />}
                    {resending ? 'Resending...' : 'Resend'}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    onClick={() => setRevoking(invitation)}
                  >
                    <X className="size-4" aria-hidden />
                    Revoke
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke invitation"
        message="Are you sure you want to revoke this invitation?"
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </Card>
  );
}
