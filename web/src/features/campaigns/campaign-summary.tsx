import { isHtmlBody, type TAppMessageKey, type TCampaign } from '@regulars/contracts';
import { useWorkingBusinessName } from '../../api/auth.ts';
import { usePrograms } from '../../api/programs.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { DetailField } from '../../components/ui/detail-field.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatPercent } from '../../lib/format-number.ts';
import { EmailPreview, renderSample } from '../messaging/index.ts';
import { audienceSummary } from './audience-rules.ts';

type TMessage = { subject: string; body: string; design: unknown };
type TVersion = 'a' | 'b';

/** The labels of one version's subject and body (an email) or message (an SMS); a campaign without versions has none. */
const LABELS: Record<TVersion | 'none', { subject: TAppMessageKey; body: TAppMessageKey; message: TAppMessageKey }> = {
  none: { subject: 'campaigns.summary.subject', body: 'campaigns.summary.body', message: 'campaigns.summary.message' },
  a: { subject: 'campaigns.summary.subjectA', body: 'campaigns.summary.bodyA', message: 'campaigns.summary.messageA' },
  b: { subject: 'campaigns.summary.subjectB', body: 'campaigns.summary.bodyB', message: 'campaigns.summary.messageB' },
};

/** One version's words: the subject (email) and the body as it reads, or the text as written. */
function Words({ campaign, words: message, version }: { campaign: TCampaign; words: TMessage; version?: TVersion }) {
  const appWords = useAppWords();
  const { t } = appWords;
  const businessName = useWorkingBusinessName(t('campaigns.summary.yourBusiness'));
  // An HTML email (designed or written) is shown as it reads, for the sample customer; text as written.
  const html = campaign.type === 'email' && isHtmlBody(message.body);
  const labels = LABELS[version ?? 'none'];
  const bodyLabel = t(campaign.type === 'email' ? labels.body : labels.message);
  return (
    <>
      {campaign.type === 'email' && (
        <DetailField className="sm:col-span-2" label={t(labels.subject)}>
          {message.subject || '—'}
        </DetailField>
      )}
      <DetailField className="sm:col-span-2" label={bodyLabel}>
        {html ? (
          <EmailPreview
            subject={renderSample(message.subject, businessName, 'email', appWords)}
            body={renderSample(message.body, businessName, 'email', appWords)}
            businessName={businessName}
            tall={message.design !== null}
          />
        ) : (
          <section
            aria-label={bodyLabel}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by keyboard to scroll it
            tabIndex={0}
            className="max-h-48 overflow-auto rounded-lg bg-gray-50 px-3 py-2 font-mono text-xs whitespace-pre-wrap text-gray-700"
          >
            {message.body || '—'}
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
  const words = useAppWords();
  const { t, locale } = words;
  const programs = usePrograms(Boolean(campaign.audience.programId));
  const programName = (id: string) => programs.data?.programs.find((p) => p.id === id)?.name;
  const b = campaign.variantB;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('campaigns.summary.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailField className="sm:col-span-2" label={t('campaigns.summary.audience')}>
            <span data-testid="campaign-audience">
              {audienceSummary(campaign.type, campaign.audience, programName, words)}
            </span>
          </DetailField>
          {b && (
            <DetailField className="sm:col-span-2" label={t('campaigns.summary.abTest')}>
              <span data-testid="campaign-split">
                {t('campaigns.summary.split', {
                  b: formatPercent(b.share, undefined, locale),
                  a: formatPercent(100 - b.share, undefined, locale),
                })}
              </span>
            </DetailField>
          )}
          <Words campaign={campaign} words={campaign} version={b ? 'a' : undefined} />
          {b && <Words campaign={campaign} words={b} version="b" />}
        </dl>
      </CardContent>
    </Card>
  );
}
