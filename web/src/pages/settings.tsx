import { SETTINGS_MESSAGES } from '@regulars/contracts';
import { useSettings } from '../api/settings.ts';
import { LoadError } from '../components/ui/load-error.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { ViewOnlyNote } from '../components/ui/view-only-note.tsx';
import { BrandCard } from '../features/branding/brand-card.tsx';
import { CloseBusinessCard } from '../features/closing/close-business-card.tsx';
import { DataExportCard } from '../features/data-export/data-export-card.tsx';
import { DevelopersCard } from '../features/developers/developers-card.tsx';
import { MailchimpCard } from '../features/mailchimp/mailchimp-card.tsx';
import { EmailConfigCard } from '../features/settings/email-config-card.tsx';
import { EmailTrackingCard } from '../features/settings/email-tracking-card.tsx';
import { MoneySettingsCard } from '../features/settings/money-settings-card.tsx';
import { SmsOptOutsCard } from '../features/settings/opt-outs/sms-opt-outs-card.tsx';
import { SendingSettingsCard } from '../features/settings/sending-settings-card.tsx';
import { SettingsSkeleton } from '../features/settings/settings-skeleton.tsx';
import { SignupFormLimitCard } from '../features/settings/signup-form-limit-card.tsx';
import { WebhooksCard } from '../features/webhooks/webhooks-card.tsx';

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
