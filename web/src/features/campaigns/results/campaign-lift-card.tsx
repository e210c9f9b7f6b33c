import type { TCampaign, TCampaignLift, TCampaignLiftAnswer, TLiftGroup, TVariantFigures } from '@regulars/contracts';
import { Scale, TrendingDown, TrendingUp } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useBusinessMoney } from '../../../api/business-money.ts';
import { useCampaignLift } from '../../../api/campaigns.ts';
import { IntervalBar, niceExtent } from '../../../components/charts/interval-bar.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatAmountIn, formatDecimalIn, formatPercent } from '../../../lib/format-number.ts';
import { messagesLine } from '../campaign-display.ts';
import { campaignRefusal } from '../campaign-refusals.ts';
import { abSplit, cameBackRate, furthestPer100, liftHeadline, per100, rangeLabel, spendLine } from './lift-display.ts';

type TVariants = NonNullable<TCampaignLiftAnswer['variants']>;

const VERSION_KEYS = { a: 'campaigns.versionA', b: 'campaigns.versionB' } as const;

/** An A/B test's messages of one version: how many got it, and opened (email) and clicked it. */
function MessageFigures({ figures, email }: { figures: TVariantFigures; email: boolean }) {
  const words = useAppWords();
  return (
    <p className="mt-3 border-t border-gray-200 pt-2 text-xs text-gray-600 tabular-nums" data-testid="version-messages">
      {messagesLine(email ? 'email' : 'sms', figures, words)}
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
  const words = useAppWords();
  const { t, locale } = words;
  const points = formatDecimalIn(group.pointsRedeemedPerCustomer, locale);
  return (
    <div className="rounded-lg bg-gray-50 px-4 py-3" data-testid={testId}>
      <p className="text-sm font-medium text-gray-900">{title}</p>
      <p className="text-xs text-gray-500">{t('campaigns.lift.customers', { count: group.customers })}</p>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-gray-500">{t('campaigns.lift.cameBack')}</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{cameBackRate(group, words)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-gray-500">{t('campaigns.lift.spendEach')}</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{formatAmountIn(group.spendPerCustomer, money)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-gray-500">{t('campaigns.lift.redeemedEach')}</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{t('campaigns.lift.points', { points })}</dd>
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
  const words = useAppWords();
  const { t, locale } = words;
  const headline = liftHeadline(lift, cause, words);
  const spend = spendLine(lift, useBusinessMoney(), words);
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
          label={rangeLabel(lift, words)}
          ends={{
            left: t('campaigns.lift.fewerIn100', { n: per100(extent / 100, locale) }),
            right: t('campaigns.lift.moreIn100', { n: per100(extent / 100, locale) }),
          }}
          testId="lift-interval"
        />
      </div>
    </div>
  );
}

/** An A/B test's verdict: version B's recipients against version A's, with or without a control group. */
function VerdictHeadline({ verdict, extent }: { verdict: TCampaignLift; extent: number }) {
  const { t } = useAppWords();
  return (
    <LiftHeadline
      lift={verdict}
      cause={t('campaigns.lift.causeBOverA')}
      label={t('campaigns.lift.bAgainstA')}
      extent={extent}
      testId="lift-b-against-a"
    />
  );
}

function LiftBody({ lift, variants, email }: { lift: TCampaignLift; variants: TVariants | null; email: boolean }) {
  const { t } = useAppWords();
  const b = lift.variantB;
  if (!b) {
    return (
      <div className="space-y-4">
        <LiftHeadline lift={lift} extent={niceExtent(furthestPer100([lift]))} testId="lift-campaign" />
        <div className="grid gap-3 sm:grid-cols-2">
          <GroupFigures title={t('campaigns.lift.messaged')} group={lift.message} testId="lift-message" />
          <GroupFigures title={t('campaigns.lift.control')} group={lift.control} testId="lift-control" />
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
        <LiftHeadline
          lift={lift}
          cause={t('campaigns.lift.causeA')}
          label={t('campaigns.versionA')}
          extent={extent}
          testId="lift-version-a"
        />
        <LiftHeadline
          lift={liftB}
          cause={t('campaigns.lift.causeB')}
          label={t('campaigns.versionB')}
          extent={extent}
          testId="lift-version-b"
        />
      </div>
      {verdict && (
        <div className="rounded-lg border border-gray-200 px-4 py-3">
          <VerdictHeadline verdict={verdict} extent={extent} />
        </div>
      )}
      <div className="grid gap-3 md:grid-cols-3">
        <GroupFigures title={t('campaigns.versionA')} group={lift.message} testId="lift-message">
          {variants && <MessageFigures figures={variants.a} email={email} />}
        </GroupFigures>
        <GroupFigures title={t('campaigns.versionB')} group={b.message} testId="lift-variant-b">
          {variants && <MessageFigures figures={variants.b} email={email} />}
        </GroupFigures>
        <GroupFigures title={t('campaigns.lift.control')} group={lift.control} testId="lift-control" />
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
  const { t } = useAppWords();
  return (
    <div className="space-y-5">
      {verdict && <VerdictHeadline verdict={verdict} extent={niceExtent(furthestPer100([verdict]))} />}
      <div className="grid gap-3 sm:grid-cols-2">
        {verdict ? (
          <>
            <GroupFigures title={t('campaigns.versionA')} group={verdict.control} testId="versions-a">
              <MessageFigures figures={variants.a} email={email} />
            </GroupFigures>
            <GroupFigures title={t('campaigns.versionB')} group={verdict.message} testId="versions-b">
              <MessageFigures figures={variants.b} email={email} />
            </GroupFigures>
          </>
        ) : (
          (['a', 'b'] as const).map((v) => (
            <div key={v} className="rounded-lg bg-gray-50 px-4 py-3" data-testid={`versions-${v}`}>
              <p className="text-sm font-medium text-gray-900">{t(VERSION_KEYS[v])}</p>
              <p className="text-xs text-gray-500">{t('campaigns.lift.customers', { count: variants[v].messaged })}</p>
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
  const words = useAppWords();
  const { t, locale } = words;
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
  const split = campaign.variantB ? abSplit(campaign.variantB.share, variants, words) : '';
  return (
    <Card data-testid="campaign-lift">
      <CardHeader>
        <CardTitle>{t(withControl ? 'campaigns.lift.titleControl' : 'campaigns.lift.titleVersions')}</CardTitle>
        <CardDescription>
          {withControl
            ? t('campaigns.lift.controlText', {
                count: campaign.stats.control,
                share: formatPercent(campaign.controlShare, undefined, locale),
                split,
              })
            : t('campaigns.lift.versionsText', { split })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError && !query.data ? (
          <Alert tone="error">{campaignRefusal(words, query.error)}</Alert>
        ) : !query.data ? (
          <div className="flex justify-center py-6">
            <Spinner className="size-6 text-gray-400" label={t('campaigns.lift.loading')} />
          </div>
        ) : lift ? (
          <LiftBody lift={lift} variants={variants} email={email} />
        ) : variants && !withControl ? (
          <VersionsOnly variants={variants} verdict={abVerdict} email={email} />
        ) : (
          <p className="text-sm text-gray-600" data-testid="lift-none">
            {t('campaigns.lift.none')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
