import { PageHeader } from '../components/ui/page-header.tsx';
import { ViewOnlyNote } from '../components/ui/view-only-note.tsx';
import { BrandCard } from '../features/branding/index.ts';
import { CloseBusinessCard } from '../features/closing/index.ts';
import { DataExportCard } from '../features/data-export/index.ts';
import { DevelopersCard } from '../features/developers/index.ts';
import { MailchimpCard } from '../features/mailchimp/index.ts';
import {
  CountrySettingsCard,
  EmailConfigCard,
  EmailTrackingCard,
  MoneySettingsCard,
  SendingSettingsCard,
  SettingsLoader,
  SignupFormLimitCard,
  SmsOptOutsCard,
} from '../features/settings/index.ts';
import { TillCard } from '../features/tills/index.ts';
import { WebhooksCard } from '../features/webhooks/index.ts';

export function SettingsPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Settings"
        description="Your brand, email tracking, the rules your messages follow, email delivery, and a copy of all your data."
      />
      <SettingsLoader>
        {(data) => (
          <>
            {!data.canEdit && (
              <ViewOnlyNote
                lead="View only."
                text="Only your team admin can change these settings; ask them if something needs to change."
                testId="settings-read-only"
              />
            )}
            <BrandCard canEdit={data.canEdit} />
            <EmailTrackingCard tracking={data.emailTracking} canEdit={data.canEdit} />
            <SendingSettingsCard sending={data.sending} canEdit={data.canEdit} />
            <MoneySettingsCard money={data.money} canEdit={data.canEdit} />
            <CountrySettingsCard country={data.country} canEdit={data.canEdit} />
            <SmsOptOutsCard canEdit={data.canEdit} />
            <SignupFormLimitCard canEdit={data.canEdit} />
            <EmailConfigCard config={data.emailConfig} canEdit={data.canEdit} />
            <MailchimpCard />
            <TillCard />
            <DevelopersCard />
            <WebhooksCard />
            <DataExportCard />
            {data.canEdit && <CloseBusinessCard />}
          </>
        )}
      </SettingsLoader>
    </div>
  );
}
