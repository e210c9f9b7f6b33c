import { isHtmlBody, type TCampaign } from '@regulars/contracts';
import { useMe } from '../../api/auth.ts';
import { usePrograms } from '../../api/programs.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { DetailField } from '../../components/ui/detail-field.tsx';
import { EmailPreview } from '../messaging/templates/email-preview.tsx';
import { renderSample } from '../messaging/templates/placeholders.ts';
import { audienceSummary } from './audience-rules.ts';

/** What was (or will be) sent and to whom: the subject, the words as written, and the audience in a sentence. */
export function CampaignSummary({ campaign }: { campaign: TCampaign }) {
  const programs = usePrograms(Boolean(campaign.audience.programId));
  const programName = (id: string) => programs.data?.programs.find((p) => p.id === id)?.name;
  const businessName = useMe().data?.business?.companyName ?? 'Your business';
  // An HTML email (designed or written) is shown as it reads, for the sample customer; text as written.
  const html = campaign.type === 'email' && isHtmlBody(campaign.body);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Message and audience</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailField className="sm:col-span-2" label="Audience">
            <span data-testid="campaign-audience">
              {audienceSummary(campaign.type, campaign.audience, programName)}
            </span>
          </DetailField>
          {campaign.type === 'email' && (
            <DetailField className="sm:col-span-2" label="Subject">
              {campaign.subject || '—'}
            </DetailField>
          )}
          <DetailField className="sm:col-span-2" label={campaign.type === 'email' ? 'Body' : 'Message'}>
            {html ? (
              <EmailPreview
                subject={renderSample(campaign.subject, businessName, 'email')}
                body={renderSample(campaign.body, businessName, 'email')}
                businessName={businessName}
                tall={campaign.design !== null}
              />
            ) : (
              <section
                aria-label={campaign.type === 'email' ? 'Body' : 'Message'}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by keyboard to scroll it
                tabIndex={0}
                className="max-h-48 overflow-auto rounded-lg bg-gray-50 px-3 py-2 font-mono text-xs whitespace-pre-wrap text-gray-700"
              >
                {campaign.body || '—'}
              </section>
            )}
          </DetailField>
        </dl>
      </CardContent>
    </Card>
  );
}
