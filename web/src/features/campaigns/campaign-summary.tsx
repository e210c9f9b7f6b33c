import type { TCampaign } from '@regulars/contracts';
import { usePrograms } from '../../api/programs.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { DetailField } from '../../components/ui/detail-field.tsx';
import { audienceSummary } from './audience-rules.ts';

/** What was (or will be) sent and to whom: the subject, the words as written, and the audience in a sentence. */
export function CampaignSummary({ campaign }: { campaign: TCampaign }) {
  const programs = usePrograms(Boolean(campaign.audience.programId));
  const programName = (id: string) => programs.data?.programs.find((p) => p.id === id)?.name;
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
            <span className="block max-h-48 overflow-auto rounded-lg bg-gray-50 px-3 py-2 font-mono text-xs whitespace-pre-wrap text-gray-700">
              {campaign.body || '—'}
            </span>
          </DetailField>
        </dl>
      </CardContent>
    </Card>
  );
}
