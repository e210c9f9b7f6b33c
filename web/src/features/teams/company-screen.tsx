import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMe } from '../../api/auth.ts';
import { needsCompanySetup, useCompanyProfile } from '../../api/teams.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { CounterDevicesCard, CounterRulesCard, CounterStaffCard } from '../counter/index.ts';
import { LoopbackLinkNotice } from '../install/index.ts';
import { LocationsCard } from '../locations/index.ts';
import { CompanyInfoCard } from './company-info-card.tsx';
import { CompanyUnavailable } from './company-unavailable.tsx';
import { InviteMemberDialog } from './invite-member-dialog.tsx';
import { PendingInvitationsCard } from './pending-invitations-card.tsx';
import { SeatUsageCard } from './seat-usage-card.tsx';
import { SingleSignOnCard } from './single-sign-on-card.tsx';
import { TeamMembersCard } from './team-members-card.tsx';
import { TwoStepRequirementCard } from './two-step-requirement-card.tsx';
import { useCompanySetup } from './use-company-setup.ts';

export function CompanyScreen() {
  const { t } = useAppWords();
  const profile = useCompanyProfile();
  const me = useMe().data;
  const setup = useCompanySetup(profile.error);
  const [inviting, setInviting] = useState(false);
  const loadFailed = profile.isError && !needsCompanySetup(profile.error);
  const loadFailedText = t('company.loadFailed');

  useEffect(() => {
    if (loadFailed) toast.error(loadFailedText);
  }, [loadFailed, loadFailedText]);

  const data = profile.data;
  // The agency's own sign-in (issue 53): its admin sets it up on the agency's page, never inside a client's.
  const agencyAdmin = Boolean(data?.viewer.isAdmin && me?.runsClients && !me.openClient);
  const canInvite = Boolean(data?.viewer.isAdmin && (data.seats.max === -1 || data.seats.used < data.seats.max));

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('company.title')}
        description={t('company.description')}
        actions={
          canInvite && (
            <Button onClick={() => setInviting(true)}>
              <UserPlus className="size-4" aria-hidden />
              {t('company.invite.title')}
            </Button>
          )
        }
      />
      <LoopbackLinkNotice links="invitations" />

      {setup.state === 'failed' ? (
        <CompanyUnavailable onRetry={setup.retry} busy={false} />
      ) : profile.isPending || setup.state === 'running' ? (
        <Card className="flex flex-col items-center justify-center gap-3 py-16" role="status">
          <Spinner className="size-6 text-brand-600" label={t('company.loading')} />
          <p className="text-sm text-gray-500">
            {setup.state === 'running' ? t('company.settingUp') : t('company.loadingTeam')}
          </p>
        </Card>
      ) : loadFailed || !data ? (
        <LoadError
          title={loadFailedText}
          description={t('company.checkConnection')}
          onRetry={() => profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <CompanyInfoCard company={data.company} />
            </div>
            <SeatUsageCard seats={data.seats} isAdmin={data.viewer.isAdmin} />
          </div>
          <LocationsCard />
          {data.viewer.isAdmin && <CounterDevicesCard />}
          <TeamMembersCard members={data.members} isAdmin={data.viewer.isAdmin} />
          {data.viewer.isAdmin && (
            <TwoStepRequirementCard required={data.company.twoStepRequired} members={data.members} />
          )}
          {agencyAdmin && <SingleSignOnCard />}
          {data.viewer.isAdmin && (
            <>
              <PendingInvitationsCard invitations={data.invitations} />
              <CounterStaffCard />
              <CounterRulesCard />
            </>
          )}
        </>
      )}

      <InviteMemberDialog open={inviting} onOpenChange={setInviting} />
    </div>
  );
}
