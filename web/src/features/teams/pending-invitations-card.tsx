import type { TTeamInvitation } from '@regulars/contracts';
import { Mail, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { useResendInvitation, useRevokeInvitation } from '../../api/teams.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { isPast } from '../../lib/dates.ts';
import { formatShortDate } from '../../lib/format-date.ts';
import { RoleBadge } from './role-badge.tsx';
import { teamRefusal } from './team-refusals.ts';

/** Tenant admins only: members never see who was invited. */
export function PendingInvitationsCard({ invitations }: { invitations: TTeamInvitation[] }) {
  const words = useAppWords();
  const { t, locale } = words;
  const [revoking, setRevoking] = useState<TTeamInvitation | null>(null);
  const revoke = useRevokeInvitation();
  const resend = useResendInvitation();

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(t('company.invitations.revoked'));
        setRevoking(null);
      },
      onError: (error) => toast.error(teamRefusal(words, error, 'company.invitations.revokeFailed')),
    });
  }

  function resendInvitation(invitation: TTeamInvitation) {
    resend.mutate(invitation.id, {
      onSuccess: () => toast.success(t('company.invitations.resent')),
      onError: (error) => toast.error(teamRefusal(words, error, 'company.invitations.resendFailed')),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('company.invitations.title')}</CardTitle>
        <CardDescription>{t('company.invitations.description')}</CardDescription>
      </CardHeader>
      {invitations.length === 0 ? (
        <EmptyState
          icon={Mail}
          title={t('company.invitations.none')}
          description={t('company.invitations.noneDescription')}
          className="py-10"
        />
      ) : (
        <ul className="divide-y divide-gray-100" aria-label={t('company.invitations.list')}>
          {invitations.map((invitation) => {
            const expired = isPast(invitation.expiresAt);
            const resending = resend.isPending && resend.variables === invitation.id;
            const dates = {
              sent: formatShortDate(invitation.createdAt, undefined, locale),
              expires: formatShortDate(invitation.expiresAt, undefined, locale),
            };
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
                      {expired ? (
                        <Badge tone="red">{t('company.invitations.expired')}</Badge>
                      ) : (
                        <Badge tone="amber">{t('company.invitations.pending')}</Badge>
                      )}
                      <RoleBadge role={invitation.role} tone="neutral" />
                    </div>
                    <p className="mt-0.5 text-xs text-gray-500">
                      {expired
                        ? t('company.invitations.sentExpired', dates)
                        : t('company.invitations.sentExpires', dates)}
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
                    {resending ? t('company.invitations.resending') : t('company.invitations.resend')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    onClick={() => setRevoking(invitation)}
                  >
                    <X className="size-4" aria-hidden />
                    {t('company.invitations.revoke')}
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
        title={t('company.invitations.revokeTitle')}
        message={t('company.invitations.revokeConfirm')}
        confirmLabel={t('company.invitations.revoke')}
        busyLabel={t('company.invitations.revoking')}
        cancelLabel={t('company.cancel')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </Card>
  );
}
