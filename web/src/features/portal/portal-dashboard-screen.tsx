import type { TPortalDashboard } from '@regulars/contracts';
import { usePortalDashboard } from '../../api/portal.ts';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useWords, WordsProvider } from '../../lib/words.tsx';
import { InviteFriendCard } from '../referrals/index.ts';
import { portalRefusalIn } from './login-error.ts';
import { MemberCard } from './member-card.tsx';
import { PortalActivity } from './portal-activity.tsx';
import { welcomeLine, whatTheyCollect } from './portal-labels.ts';
import { PortalLanguageChoice } from './portal-language-choice.tsx';
import { PortalLayout } from './portal-layout.tsx';
import { PortalPrograms } from './portal-programs.tsx';
import { PortalRewards } from './portal-rewards.tsx';
import { PortalSection } from './portal-section.tsx';
import { PortalStatus } from './portal-status.tsx';
import { PortalTillClaim } from './portal-till-claim.tsx';
import { portalWordsOf } from './portal-words.ts';
import { PortalYourData } from './portal-your-data.tsx';
import { usePortalLogout } from './use-portal-logout.ts';

/** The portal, in the customer's language (portal-words.ts). */
export function PortalDashboardScreen() {
  const dashboard = usePortalDashboard();
  const data = dashboard.data;
  const { language, locale } = portalWordsOf(data);
  return (
    <WordsProvider language={language} locale={locale}>
      {data ? <Dashboard data={data} /> : <Waiting dashboard={dashboard} />}
    </WordsProvider>
  );
}

function Waiting({ dashboard }: { dashboard: ReturnType<typeof usePortalDashboard> }) {
  const words = useWords();
  const { t } = words;
  const { logOut, pending } = usePortalLogout();
  return (
    <PortalLayout
      businessName={null}
      heading={
        dashboard.isError ? (
          t('portal.yourRewardsTitle')
        ) : (
          <span className="sr-only">{t('portal.yourRewardsTitle')}</span>
        )
      }
      onLogOut={logOut}
      loggingOut={pending}
    >
      {dashboard.isError ? (
        <LoadError
          title={t('portal.couldNotLoad')}
          description={portalRefusalIn(words, dashboard.error, 'portalRefusal.somethingWrong')}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <Card className="flex flex-col items-center gap-3 px-6 py-16 shadow-lg shadow-brand-900/5" role="status">
          <Spinner className="size-8 text-brand-600" />
          <p className="text-sm font-medium text-gray-500">{t('portal.loading')}</p>
        </Card>
      )}
    </PortalLayout>
  );
}

function Dashboard({ data }: { data: TPortalDashboard }) {
  const words = useWords();
  const { t } = words;
  const { logOut, pending } = usePortalLogout();
  // Until the owner chooses a zone, the phone's own (most customers live where they shop).
  const zone = data.timeZone ?? undefined;
  const collects = whatTheyCollect(data.programs);
  const stamps = data.programs.filter((p) => p.type === 'stamp_card').reduce((n, p) => n + p.stampsCurrent, 0);
  return (
    <PortalLayout
      businessName={data.businessName}
      brand={data.brand}
      heading={welcomeLine(data.customer, words)}
      intro={t('portal.whereYouStand', { business: data.businessName })}
      onLogOut={logOut}
      loggingOut={pending}
    >
      <div className="space-y-8">
        <MemberCard customer={data.customer} collects={collects} stamps={stamps} wallet={data.wallet} />
        {data.status && <PortalStatus status={data.status} zone={zone} />}
        {data.referral && (
          <PortalSection id="portal-invite" title={t('portal.inviteFriend')}>
            <InviteFriendCard referral={data.referral} businessName={data.businessName} />
          </PortalSection>
        )}
        <PortalPrograms programs={data.programs} zone={zone} />
        <PortalRewards rewards={data.rewards} zone={zone} collects={collects} />
        {data.tillClaims && <PortalTillClaim locale={data.locale} zone={zone} />}
        <PortalActivity
          activity={data.recentActivity}
          money={{ currency: data.currency, locale: data.locale }}
          zone={zone}
        />
        <PortalYourData customer={data.customer} businessName={data.businessName} zone={zone} />
        <PortalLanguageChoice language={data.language} />
      </div>
    </PortalLayout>
  );
}
