import { PageHeader } from '../components/ui/page-header.tsx';
import { ViewOnlyNote } from '../components/ui/view-only-note.tsx';
import { BrandCard } from '../features/branding/index.ts';
import { CloseBusinessCard } from '../features/closing/index.ts';
import { DataExportCard } from '../features/data-export/index.ts';
import { DevelopersCard } from '../features/developers/index.ts';
import { MailchimpCard } from '../features/mailchimp/index.ts';
import { PasskeysCard } from '../features/passkeys/index.ts';
import {
  CountrySettingsCard,
  CustomDomainCard,
  EmailConfigCard,
  EmailTrackingCard,
  MoneySettingsCard,
  SendingSettingsCard,
  SettingsLoader,
  SignupFormLimitCard,
  SmsOptOutsCard,
} from '../features/settings/index.ts';
import { TillCard } from '../features/tills/index.ts';
import { TwoStepCard } from '../features/two-step/index.ts';
import { WebhooksCard } from '../features/webhooks/index.ts';
import { useAppWords } from '../lib/app-words.tsx';

export function SettingsPage() {
  const { t } = useAppWords();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <SettingsLoader>
        {(data) => (
          <>
            {!data.canEdit && (
              <ViewOnlyNote
                lead={t('settings.viewOnly.lead')}
                text={t('settings.viewOnly.text')}
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
            <CustomDomainCard canEdit={data.canEdit} />
            <EmailConfigCard config={data.emailConfig} canEdit={data.canEdit} />
            <MailchimpCard />
            <TillCard />
            <DevelopersCard />
            <WebhooksCard />
            <DataExportCard />
            <TwoStepCard />
            <PasskeysCard />
            {data.canEdit && <CloseBusinessCard />}
          </>
        )}
      </SettingsLoader>
    </div>
  );
}
