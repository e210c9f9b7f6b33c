import { INVITATION_MESSAGES } from '@regulars/contracts';
import { Mail, ShieldCheck, UsersRound } from 'lucide-react';
import { ApiError } from '../../api/client.ts';
import { useInvitationDetails } from '../../api/teams.ts';
import { CenteredPage } from '../../components/layout/centered-page.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { CreateAccountForm } from './create-account-form.tsx';
import { InvalidInvitation } from './invalid-invitation.tsx';
import { SignInAcceptForm } from './sign-in-accept-form.tsx';

function loadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return 'Failed to load invitation';
}

export function AcceptInvitationScreen({ token }: { token: string | null }) {
  const details = useInvitationDetails(token);

  if (!token) {
    return (
      <CenteredPage>
        <InvalidInvitation message={INVITATION_MESSAGES.invalidLink} />
      </CenteredPage>
    );
  }
  if (details.isPending) {
    return (
      <CenteredPage>
        <div className="flex flex-col items-center gap-3 py-16" role="status">
          <Spinner className="size-7 text-brand-600" label="Loading" />
          <p className="text-sm text-gray-500">Loading invitation...</p>
        </div>
      </CenteredPage>
    );
  }
  if (details.isError) {
    return (
      <CenteredPage>
        <InvalidInvitation message={loadFailure(details.error)} />
      </CenteredPage>
    );
  }

  const invitation = details.data;
  return (
    <CenteredPage>
      <Card className="overflow-hidden">
        <div className="border-b border-gray-100 bg-gradient-to-br from-brand-50 to-white px-6 py-6 text-center sm:px-8">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-sm shadow-brand-600/30">
            <UsersRound className="size-6" aria-hidden />
          </div>
          <h1 className="mt-4 text-xl font-semibold tracking-tight text-gray-900">Team Invitation</h1>
          <p className="mt-1 text-sm text-gray-600">
            You&apos;ve been invited to join{' '}
            <span className="font-semibold text-gray-900">{invitation.companyName}</span>
          </p>
          <dl className="mx-auto mt-5 grid max-w-xs grid-cols-1 gap-2 rounded-lg bg-white px-4 py-3 text-left text-sm ring-1 ring-gray-200">
            <div className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-gray-400" aria-hidden />
              <dt className="sr-only">Email</dt>
              <dd className="min-w-0 truncate text-gray-900" title={invitation.email}>
                {invitation.email}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <ShieldCheck className="size-4 shrink-0 text-gray-400" aria-hidden />
              <dt className="text-gray-500">Role:</dt>
              <dd className="font-medium text-gray-900 capitalize">{invitation.role}</dd>
            </div>
          </dl>
        </div>
        <div className="px-6 py-6 sm:px-8">
          <Tabs defaultValue="create">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="create">Create Account</TabsTrigger>
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            </TabsList>
            <TabsContent value="create" className="mt-6">
              <CreateAccountForm token={token} invitation={invitation} />
            </TabsContent>
            <TabsContent value="sign-in" className="mt-6">
              <SignInAcceptForm token={token} invitation={invitation} />
            </TabsContent>
          </Tabs>
        </div>
      </Card>
    </CenteredPage>
  );
}
