import type { TPortalDashboard } from '@regulars/contracts';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { usePortalDashboard, usePortalMyData } from '../../api/portal.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { useWords, WordsProvider } from '../../lib/words.tsx';
import { portalRefusalIn } from './login-error.ts';
import { MyDataDownloadLink } from './my-data-download-link.tsx';
import { PortalDataSections } from './portal-data-sections.tsx';
import { PortalLayout } from './portal-layout.tsx';
import { portalWordsOf } from './portal-words.ts';
import { usePortalLogout } from './use-portal-logout.ts';

/**
 * /customer/my-data: everything the business keeps about the signed-in customer (the download's document) on a page
 * they can read in their language, print or save as a PDF (the browser's print), beside the JSON file itself.
 */
export function PortalDataScreen() {
  const dashboard = usePortalDashboard();
  const { language, locale } = portalWordsOf(dashboard.data);
  return (
    <WordsProvider language={language} locale={locale}>
      <DataPage dashboard={dashboard.data} />
    </WordsProvider>
  );
}

function DataPage({ dashboard }: { dashboard: TPortalDashboard | undefined }) {
  const words = useWords();
  const { t } = words;
  const myData = usePortalMyData();
  const { logOut, pending } = usePortalLogout();
  // Until the owner chooses a zone, the phone's own (as the dashboard).
  const zone = dashboard?.timeZone ?? undefined;
  const doc = myData.data;
  return (
    <PortalLayout
      businessName={dashboard?.businessName ?? null}
      brand={dashboard?.brand}
      heading={t('portal.yourData')}
      intro={
        doc &&
        t('portal.data.asOf', {
          business: doc.business.name,
          date: formatLongDate(doc.exportedAt, zone, words.locale),
        })
      }
      onLogOut={logOut}
      loggingOut={pending}
    >
      <div className="space-y-8">
        <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:flex-wrap sm:p-5 print:hidden">
          <Button asChild variant="secondary">
            <Link to="/customer/dashboard">
              <ArrowLeft className="size-4" aria-hidden />
              {t('portal.data.back')}
            </Link>
          </Button>
          <Button onClick={() => window.print()} disabled={!doc}>
            <Printer className="size-4" aria-hidden />
            {t('portal.data.print')}
          </Button>
          <MyDataDownloadLink label={t('portal.data.download')} />
        </Card>
        {myData.isError ? (
          <LoadError
            title={t('portal.data.couldNotLoad')}
            description={portalRefusalIn(words, myData.error, 'portalRefusal.somethingWrong')}
            onRetry={() => void myData.refetch()}
            retrying={myData.isFetching}
          />
        ) : doc ? (
          <PortalDataSections
            doc={doc}
            zone={zone}
            currency={dashboard?.currency}
            locale={dashboard?.locale ?? words.locale}
            country={dashboard?.country ?? 'US'}
          />
        ) : (
          <Card className="flex flex-col items-center gap-3 px-6 py-16" role="status">
            <Spinner className="size-8 text-brand-600" />
            <p className="text-sm font-medium text-gray-500">{t('portal.data.loading')}</p>
          </Card>
        )}
      </div>
    </PortalLayout>
  );
}
