import type { TInvitationDetails } from '@regulars/contracts';
import { Mail, ShieldCheck, UsersRound } from 'lucide-react';
import { ApiError } from '../../api/client.ts';
import { useInvitationDetails } from '../../api/teams.ts';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { partsAround } from '../../lib/parts-around.ts';
import { CreateAccountForm } from './create-account-form.tsx';
import { InvalidInvitation } from './invalid-invitation.tsx';
import { InvitationFrame } from './invitation-frame.tsx';
import { invitationMessageIn } from './invitation-refusals.ts';
import { SignInAcceptForm } from './sign-in-accept-form.tsx';

/** Why the link cannot be used, in the visitor's language: the server's reason for a refusal, else a plain failure. */
function loadFailure(words: TAppWords, error: unknown): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return invitationMessageIn(words, refused ? error.message : null, 'invitation.loadFailed');
}

const ROLES = {
  admin: 'invitation.role.admin',
  member: 'invitation.role.member',
  analyst: 'invitation.role.analyst',
} as const satisfies Record<TInvitationDetails['role'], string>;

export function AcceptInvitationScreen({ token }: { token: string | null }) {
  const words = useAppWords();
  const { t } = words;
  const details = useInvitationDetails(token);

  if (!token) {
    return (
      <InvitationFrame invitation={null}>
        <InvalidInvitation message={t('invitation.invalid.link')} />
      </InvitationFrame>
    );
  }
  if (details.isPending) {
    return (
      <InvitationFrame invitation={null}>
        <div className="flex flex-col items-center gap-3 py-16" role="status">
          <Spinner className="size-7 text-brand-600" label={t('invitation.loading')} />
          <p className="text-sm text-gray-500">{t('invitation.loadingText')}</p>
        </div>
      </InvitationFrame>
    );
  }
  if (details.isError) {
    return (
      <InvitationFrame invitation={null}>
        <InvalidInvitation message={loadFailure(words, details.error)} />
      </InvitationFrame>
    );
  }

  const invitation = details.data;
  const [before, after] = partsAround((company) => t('invitation.invitedTo', { company }));
  return (
    <InvitationFrame invitation={invitation}>
      <Card className="overflow-hidden">
        <div className="border-b border-gray-100 bg-gradient-to-br from-brand-50 to-white px-6 py-6 text-center sm:px-8">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-sm shadow-brand-600/30">
            <UsersRound className="size-6" aria-hidden />
          </div>
          <h1 className="mt-4 text-xl font-semibold tracking-tight text-gray-900">{t('invitation.title')}</h1>
          <p className="mt-1 text-sm text-gray-600">
            {before}
            <span className="font-semibold text-gray-900">{invitation.companyName}</span>
            {after}
          </p>
          <dl className="mx-auto mt-5 grid max-w-xs grid-cols-1 gap-2 rounded-lg bg-white px-4 py-3 text-left text-sm ring-1 ring-gray-200">
            <div className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-gray-400" aria-hidden />
              <dt className="sr-only">{t('invitation.email')}</dt>
              <dd className="min-w-0 truncate text-gray-900" title={invitation.email}>
                {invitation.email}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <ShieldCheck className="size-4 shrink-0 text-gray-400" aria-hidden />
              <dt className="text-gray-500">{t('invitation.role')}</dt>
              <dd className="font-medium text-gray-900">{t(ROLES[invitation.role])}</dd>
            </div>
          </dl>
        </div>
        <div className="px-6 py-6 sm:px-8">
          <Tabs defaultValue="create">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="create">{t('invitation.createTab')}</TabsTrigger>
              <TabsTrigger value="sign-in">{t('invitation.signInTab')}</TabsTrigger>
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
    </InvitationFrame>
  );
}
