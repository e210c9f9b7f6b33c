import { isHtmlBody, type TCampaign } from '@regulars/contracts';
import { useWorkingBusinessName } from '../../api/auth.ts';
import { usePrograms } from '../../api/programs.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { DetailField } from '../../components/ui/detail-field.tsx';
import { EmailPreview, renderSample } from '../messaging/index.ts';
import { audienceSummary } from './audience-rules.ts';

type TWords = { subject: string; body: string; design: unknown };

/** One version's words: the subject (email) and the body as it reads, or the text as written. */
function Words({ campaign, words, version }: { campaign: TCampaign; words: TWords; version?: string }) {
  const businessName = useWorkingBusinessName('Your business');
  // An HTML email (designed or written) is shown as it reads, for the sample customer; text as written.
  const html = campaign.type === 'email' && isHtmlBody(words.body);
  const what = campaign.type === 'email' ? 'body' : 'message';
  const bodyLabel = version ? `${version} ${what}` : `${what[0]?.toUpperCase()}${what.slice(1)}`;
  return (
    <>
      {campaign.type === 'email' && (
        <DetailField className="sm:col-span-2" label={version ? `${version} subject` : 'Subject'}>
          {words.subject || '—'}
        </DetailField>
      )}
      <DetailField className="sm:col-span-2" label={bodyLabel}>
        {html ? (
          <EmailPreview
            subject={renderSample(words.subject, businessName, 'email')}
            body={renderSample(words.body, businessName, 'email')}
            businessName={businessName}
            tall={words.design !== null}
          />
        ) : (
          <section
            aria-label={bodyLabel}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by keyboard to scroll it
            tabIndex={0}
            className="max-h-48 overflow-auto rounded-lg bg-gray-50 px-3 py-2 font-mono text-xs whitespace-pre-wrap text-gray-700"
          >
            {words.body || '—'}
          </section>
        )}
      </DetailField>
    </>
  );
}

/**
 * What was (or will be) sent and to whom: the subject, the words as written (both versions of an A/B test), and the
 * audience in a sentence.
 */
export function CampaignSummary({ campaign }: { campaign: TCampaign }) {
  const programs = usePrograms(Boolean(campaign.audience.programId));
  const programName = (id: string) => programs.data?.programs.find((p) => p.id === id)?.name;
  const b = campaign.variantB;
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
          {b && (
            <DetailField className="sm:col-span-2" label="A/B test">
              <span data-testid="campaign-split">
                Version B to {b.share}% of those messaged, version A to {100 - b.share}%
              </span>
            </DetailField>
          )}
          <Words campaign={campaign} words={campaign} version={b ? 'Version A' : undefined} />
          {b && <Words campaign={campaign} words={b} version="Version B" />}
        </dl>
      </CardContent>
    </Card>
  );
}
