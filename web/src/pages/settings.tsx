import { SETTINGS_MESSAGES } from '@regulars/contracts';
import { useSettings } from '../api/settings.ts';
import { LoadError } from '../components/ui/load-error.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { ViewOnlyNote } from '../components/ui/view-only-note.tsx';
import { BrandCard } from '../features/branding/index.ts';
import { CloseBusinessCard } from '../features/closing/index.ts';
import { DataExportCard } from '../features/data-export/index.ts';
import { DevelopersCard } from '../features/developers/index.ts';
import { MailchimpCard } from '../features/mailchimp/index.ts';
import {
  EmailConfigCard,
  EmailTrackingCard,
  MoneySettingsCard,
  SendingSettingsCard,
  SettingsSkeleton,
  SignupFormLimitCard,
  SmsOptOutsCard,
} from '../features/settings/index.ts';
import { WebhooksCard } from '../features/webhooks/index.ts';

export function SettingsPage() {
  const settings = useSettings();
  const data = settings.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Settings"
        description="Your brand, email tracking, the rules your messages follow, email delivery, and a copy of all your data."
      />
      {settings.isPending ? (
        <SettingsSkeleton />
      ) : !data ? (
        <LoadError
          title={SETTINGS_MESSAGES.loadFailed}
          description="We couldn't reach the server. Check your connection and try again."
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <>
          {!data.canEdit && <ViewOnlyNote what="these settings" testId="settings-read-only" />}
          <BrandCard canEdit={data.canEdit} />
          <EmailTrackingCard tracking={data.emailTracking} canEdit={data.canEdit} />
          <SendingSettingsCard sending={data.sending} canEdit={data.canEdit} />
          <MoneySettingsCard money={data.money} canEdit={data.canEdit} />
          <SmsOptOutsCard canEdit={data.canEdit} />
          <SignupFormLimitCard canEdit={data.canEdit} />
          <EmailConfigCard config={data.emailConfig} canEdit={data.canEdit} />
          <MailchimpCard />
          <DevelopersCard />
          <WebhooksCard />
          <DataExportCard />
          {data.canEdit && <CloseBusinessCard />}
        </>
      )}
    </div>
  );
}
