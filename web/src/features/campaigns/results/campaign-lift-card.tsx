import type { TCampaign, TCampaignLift, TLiftGroup } from '@regulars/contracts';
import { Scale, TrendingDown, TrendingUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useCampaignLift } from '../../../api/campaigns.ts';
import { errorMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCount, formatDecimal, formatMoney } from '../../../lib/format-number.ts';
import { cameBackRate, liftHeadline, spendLine } from './lift-display.ts';

/** One group's column: how many, the share that came back, spend and points per customer. */
function GroupFigures({ title, group, testId }: { title: string; group: TLiftGroup; testId: string }) {
  return (
    <div className="rounded-lg bg-gray-50 px-4 py-3" data-testid={testId}>
      <p className="text-sm font-medium text-gray-900">{title}</p>
      <p className="text-xs text-gray-500">{formatCount(group.customers)} customers</p>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-gray-500">Came back</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{cameBackRate(group)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-gray-500">Spend each</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{formatMoney(group.spendPerCustomer)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-gray-500">Redeemed each</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">
            {formatDecimal(group.pointsRedeemedPerCustomer)} pts
          </dd>
        </div>
      </dl>
    </div>
  );
}

function LiftBody({ lift }: { lift: TCampaignLift }) {
  const headline = liftHeadline(lift);
  const spend = spendLine(lift);
  const up = lift.cameBack.difference >= 0;
  const Icon = !headline.conclusive ? Scale : up ? TrendingUp : TrendingDown;
  return (
    <div className="space-y-4">
      <div className="flex gap-3">
        <span
          className={cn(
            'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg',
            !headline.conclusive
              ? 'bg-amber-50 text-amber-600'
              : up
                ? 'bg-emerald-50 text-emerald-600'
                : 'bg-red-50 text-red-600',
          )}
        >
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-gray-900" data-testid="lift-headline">
            {headline.title}
          </p>
          <p className="mt-0.5 text-sm text-gray-600" data-testid="lift-detail">
            {headline.detail}
          </p>
          {spend && (
            <p className="mt-0.5 text-sm text-gray-600" data-testid="lift-spend">
              {spend}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <GroupFigures title="Messaged" group={lift.message} testId="lift-message" />
        <GroupFigures title="Control group (not messaged)" group={lift.control} testId="lift-control" />
      </div>
    </div>
  );
}

/**
 * What the campaign caused, for one kept with a control group: the messaged against the control group over the
 * results window, in words with the 95% range.
 */
export function CampaignLiftCard({ campaign }: { campaign: TCampaign }) {
  const query = useCampaignLift(campaign.id, campaign.controlShare > 0, campaign.status === 'sending');
  const lift = query.data?.lift;
  // The campaign (polled) moved on: its groups did too, even when it finished between two polls of the lift.
  const progress = `${campaign.status}:${campaign.stats.queued}:${campaign.stats.control}`;
  const seen = useRef(progress);
  const { refetch } = query;
  useEffect(() => {
    if (seen.current === progress) return;
    seen.current = progress;
    void refetch();
  }, [progress, refetch]);
  return (
    <Card data-testid="campaign-lift">
      <CardHeader>
        <CardTitle>Did it bring people in?</CardTitle>
        <CardDescription>
          {formatCount(campaign.stats.control)} customers ({campaign.controlShare}%) were kept back as a control group.
          Whoever came back in each group is compared: the difference is what the campaign caused.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError && !query.data ? (
          <Alert tone="error">{errorMessage(query.error)}</Alert>
        ) : !query.data ? (
          <div className="flex justify-center py-6">
            <Spinner className="size-6 text-gray-400" label="Loading the lift" />
          </div>
        ) : lift ? (
          <LiftBody lift={lift} />
        ) : (
          <p className="text-sm text-gray-600" data-testid="lift-none">
            Nobody was kept back yet: the comparison appears once the campaign has been sent.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
