import type { TCampaign, TCampaignLift, TCampaignLiftAnswer, TLiftGroup, TVariantFigures } from '@regulars/contracts';
import { Scale, TrendingDown, TrendingUp } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useBusinessMoney } from '../../../api/business-money.ts';
import { useCampaignLift } from '../../../api/campaigns.ts';
import { errorMessage } from '../../../api/client.ts';
import { IntervalBar, niceExtent } from '../../../components/charts/interval-bar.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatAmountIn, formatCount, formatCountOf, formatDecimal } from '../../../lib/format-number.ts';
import { abSplit, cameBackRate, furthestPer100, liftHeadline, per100, rangeLabel, spendLine } from './lift-display.ts';

type TVariants = NonNullable<TCampaignLiftAnswer['variants']>;

/** An A/B test's messages of one version: how many got it, and opened (email) and clicked it. */
function MessageFigures({ figures, email }: { figures: TVariantFigures; email: boolean }) {
  const parts = [`${formatCount(figures.sent)} sent`];
  if (email) parts.push(`${formatCount(figures.opened)} opened`);
  parts.push(`${formatCount(figures.clicked)} clicked`);
  return (
    <p className="mt-3 border-t border-gray-200 pt-2 text-xs text-gray-600 tabular-nums" data-testid="version-messages">
      {parts.join(' · ')}
    </p>
  );
}

/** One group's column: how many, the share that came back, spend and points per customer. */
function GroupFigures({
  title,
  group,
  testId,
  children,
}: {
  title: string;
  group: TLiftGroup;
  testId: string;
  children?: ReactNode;
}) {
  const money = useBusinessMoney();
  return (
    <div className="rounded-lg bg-gray-50 px-4 py-3" data-testid={testId}>
      <p className="text-sm font-medium text-gray-900">{title}</p>
      <p className="text-xs text-gray-500">{formatCountOf(group.customers, 'customer')}</p>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-gray-500">Came back</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{cameBackRate(group)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-gray-500">Spend each</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{formatAmountIn(group.spendPerCustomer, money)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-gray-500">Redeemed each</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">
            {formatDecimal(group.pointsRedeemedPerCustomer)} pts
          </dd>
        </div>
      </dl>
      {children}
    </div>
  );
}

/**
 * A lift in words with its icon (up, down, or not conclusive yet) and its range drawn against zero on an axis of
 * ±`extent` customers per 100, shared by the bars shown together. `label` names the version in an A/B test.
 */
function LiftHeadline({
  lift,
  cause,
  label,
  extent,
  testId,
}: {
  lift: TCampaignLift;
  cause?: string;
  label?: string;
  extent: number;
  testId: string;
}) {
  const headline = liftHeadline(lift, cause);
  const spend = spendLine(lift, useBusinessMoney());
  const up = lift.cameBack.difference >= 0;
  const Icon = !headline.conclusive ? Scale : up ? TrendingUp : TrendingDown;
  return (
    <div className="flex gap-3" data-testid={testId}>
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
        {label && <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</p>}
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
        <IntervalBar
          estimate={lift.cameBack.difference * 100}
          low={lift.cameBack.low * 100}
          high={lift.cameBack.high * 100}
          extent={extent}
          tone={!headline.conclusive ? 'unsure' : up ? 'up' : 'down'}
          label={rangeLabel(lift)}
          ends={{ left: `${per100(extent / 100)} fewer in 100`, right: `${per100(extent / 100)} more in 100` }}
          testId="lift-interval"
        />
      </div>
    </div>
  );
}

/** An A/B test's verdict: version B's recipients against version A's, with or without a control group. */
function VerdictHeadline({ verdict, extent }: { verdict: TCampaignLift; extent: number }) {
  return (
    <LiftHeadline
      lift={verdict}
      cause="version B rather than version A"
      label="Version B against version A"
      extent={extent}
      testId="lift-b-against-a"
    />
  );
}

function LiftBody({ lift, variants, email }: { lift: TCampaignLift; variants: TVariants | null; email: boolean }) {
  const b = lift.variantB;
  if (!b) {
    return (
      <div className="space-y-4">
        <LiftHeadline lift={lift} extent={niceExtent(furthestPer100([lift]))} testId="lift-campaign" />
        <div className="grid gap-3 sm:grid-cols-2">
          <GroupFigures title="Messaged" group={lift.message} testId="lift-message" />
          <GroupFigures title="Control group (not messaged)" group={lift.control} testId="lift-control" />
        </div>
      </div>
    );
  }
  // Version B against the same control group, in the same words as version A's; then B against A, the verdict.
  const liftB: TCampaignLift = { ...lift, ...b };
  const verdict: TCampaignLift | null = lift.bAgainstA ? { ...lift, ...lift.bAgainstA } : null;
  // One axis for A, B and the verdict, so their bars can be read against each other.
  const extent = niceExtent(furthestPer100(verdict ? [lift, liftB, verdict] : [lift, liftB]));
  return (
    <div className="space-y-5">
      <div className="grid gap-4 lg:grid-cols-2">
        <LiftHeadline lift={lift} cause="version A" label="Version A" extent={extent} testId="lift-version-a" />
        <LiftHeadline lift={liftB} cause="version B" label="Version B" extent={extent} testId="lift-version-b" />
      </div>
      {verdict && (
        <div className="rounded-lg border border-gray-200 px-4 py-3">
          <VerdictHeadline verdict={verdict} extent={extent} />
        </div>
      )}
      <div className="grid gap-3 md:grid-cols-3">
        <GroupFigures title="Version A" group={lift.message} testId="lift-message">
          {variants && <MessageFigures figures={variants.a} email={email} />}
        </GroupFigures>
        <GroupFigures title="Version B" group={b.message} testId="lift-variant-b">
          {variants && <MessageFigures figures={variants.b} email={email} />}
        </GroupFigures>
        <GroupFigures title="Control group (not messaged)" group={lift.control} testId="lift-control" />
      </div>
    </div>
  );
}

/**
 * An A/B test without a control group: the verdict between the versions (B's recipients against A's, who came back)
 * once it was sent, then each version's came-back rate and messages side by side. No lift against sending nothing.
 */
function VersionsOnly({
  variants,
  verdict,
  email,
}: {
  variants: TVariants;
  verdict: TCampaignLift | null;
  email: boolean;
}) {
  return (
    <div className="space-y-5">
      {verdict && <VerdictHeadline verdict={verdict} extent={niceExtent(furthestPer100([verdict]))} />}
      <div className="grid gap-3 sm:grid-cols-2">
        {verdict ? (
          <>
            <GroupFigures title="Version A" group={verdict.control} testId="versions-a">
              <MessageFigures figures={variants.a} email={email} />
            </GroupFigures>
            <GroupFigures title="Version B" group={verdict.message} testId="versions-b">
              <MessageFigures figures={variants.b} email={email} />
            </GroupFigures>
          </>
        ) : (
          (['a', 'b'] as const).map((v) => (
            <div key={v} className="rounded-lg bg-gray-50 px-4 py-3" data-testid={`versions-${v}`}>
              <p className="text-sm font-medium text-gray-900">Version {v.toUpperCase()}</p>
              <p className="text-xs text-gray-500">{formatCountOf(variants[v].messaged, 'customer')}</p>
              <MessageFigures figures={variants[v]} email={email} />
            </div>
          ))
        )}
      </div>
    </div>
  );
}

/**
 * What the campaign caused, for one kept with a control group: the messaged against the control group over the
 * results window, in words with the 95% range; in an A/B test, each version against the same control group, side by
 * side with each version's messages sent, opened and clicked.
 */
export function CampaignLiftCard({ campaign }: { campaign: TCampaign }) {
  const withControl = campaign.controlShare > 0;
  const query = useCampaignLift(campaign.id, true, campaign.status === 'sending');
  const lift = query.data?.lift;
  const variants = query.data?.variants ?? null;
  const abVerdict = query.data?.abVerdict ?? null;
  const email = campaign.type === 'email';
  // The campaign (polled) moved on: its groups did too, even when it finished between two polls of the lift.
  const progress = `${campaign.status}:${campaign.stats.queued}:${campaign.stats.control}`;
  const seen = useRef(progress);
  const { refetch } = query;
  useEffect(() => {
    if (seen.current === progress) return;
    seen.current = progress;
    void refetch();
  }, [progress, refetch]);
  const split = campaign.variantB ? abSplit(campaign.variantB.share, variants) : '';
  return (
    <Card data-testid="campaign-lift">
      <CardHeader>
        <CardTitle>{withControl ? 'Did it bring people in?' : 'Version A and version B'}</CardTitle>
        <CardDescription>
          {withControl
            ? `${formatCountOf(campaign.stats.control, 'customer')} (${campaign.controlShare}%) were kept back as a control group. Whoever came back in each group is compared: the difference is what the campaign caused. ${split}`
            : `${split} No control group was kept: whoever came back after version B is compared with whoever came back after version A, which says which version works better, not what either caused against sending nothing.`}
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
          <LiftBody lift={lift} variants={variants} email={email} />
        ) : variants && !withControl ? (
          <VersionsOnly variants={variants} verdict={abVerdict} email={email} />
        ) : (
          <p className="text-sm text-gray-600" data-testid="lift-none">
            Nobody was kept back yet: the comparison appears once the campaign has been sent.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
