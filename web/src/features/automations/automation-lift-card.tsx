import { AUTOMATION_LIFT_DAYS, type TAutomationKind, type TAutomationLift, type TLiftGroup } from '@regulars/contracts';
import { FlaskConical, Scale, TrendingDown, TrendingUp } from 'lucide-react';
import { useAutomationLift } from '../../api/automations.ts';
import { useBusinessMoney } from '../../api/business-money.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCountIn, formatPercent } from '../../lib/format-number.ts';
import { cameBackRate, comparisonHeadline, spendLine } from '../campaigns/index.ts';
import { liftPeriod } from './automation-forms.ts';
import { automationRefusal } from './automation-refusals.ts';

type Props = {
  kind: TAutomationKind;
  /** Prefix of the test ids ('win-back'). */
  id: string;
  /** What caused it, in the sentence: 'win-back'. */
  cause: string;
  /** The control group kept now (0: none). */
  controlShare: number;
  /** Opens the settings, where the control group is switched on; absent for those who cannot edit. */
  onKeepControl?: () => void;
};

/**
 * "Last 90 days" on an automation's row: whether it brought customers back, in the campaign lift card's words, from
 * the occasions of the last 90 days with the control group held back; or what to do to find out.
 */
export function AutomationLiftCard({ kind, id, cause, controlShare, onKeepControl }: Props) {
  const words = useAppWords();
  const { t, locale } = words;
  const query = useAutomationLift(kind);
  const lift = query.data?.lift;
  return (
    <section
      className="mt-4 rounded-lg bg-gray-50 px-3 py-3 ring-1 ring-gray-100 ring-inset sm:px-4"
      aria-labelledby={`${id}-lift-title`}
      data-testid={`${id}-lift`}
    >
      <h4 id={`${id}-lift-title`} className="text-xs font-medium tracking-wide text-gray-500 uppercase">
        {t('automations.lift.title', { days: formatCountIn(AUTOMATION_LIFT_DAYS, locale) })}
      </h4>
      {query.isError && !query.data ? (
        <p className="mt-1.5 text-sm text-red-700" role="alert">
          {t('automations.lift.loadFailed', { reason: automationRefusal(words, query.error) })}
        </p>
      ) : !query.data ? (
        <div
          className="mt-2 h-4 w-64 max-w-full animate-pulse rounded bg-gray-200"
          role="status"
          aria-label={t('automations.lift.loading')}
        />
      ) : lift ? (
        <LiftBody lift={lift} id={id} cause={cause} />
      ) : controlShare > 0 ? (
        <p className="mt-1.5 text-sm text-gray-600" data-testid={`${id}-lift-waiting`}>
          {t('automations.lift.waiting', { share: formatPercent(controlShare, undefined, locale) })}
        </p>
      ) : (
        <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="flex items-start gap-2 text-sm text-gray-600" data-testid={`${id}-lift-none`}>
            <FlaskConical className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
            {t('automations.lift.none')}
          </p>
          {onKeepControl && (
            <Button variant="secondary" size="sm" onClick={onKeepControl}>
              {t('automations.control.keep')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

function LiftBody({ lift, id, cause }: { lift: TAutomationLift; id: string; cause: string }) {
  const words = useAppWords();
  const headline = comparisonHeadline(lift, cause, {}, words);
  const spend = spendLine(lift, useBusinessMoney(), words);
  const up = lift.cameBack.difference >= 0;
  const Icon = !headline.conclusive ? Scale : up ? TrendingUp : TrendingDown;
  return (
    <div className="mt-2 space-y-3">
      <div className="flex gap-2.5">
        <span
          className={cn(
            'flex size-7 shrink-0 items-center justify-center rounded-md',
            !headline.conclusive
              ? 'bg-amber-100 text-amber-700'
              : up
                ? 'bg-emerald-100 text-emerald-700'
                : 'bg-red-100 text-red-700',
          )}
        >
          <Icon className="size-4" aria-hidden />
        </span>
        <div className="min-w-0 space-y-0.5">
          <p className="text-sm font-medium text-gray-900" data-testid={`${id}-lift-headline`}>
            {headline.title}
          </p>
          <p className="text-xs text-gray-600" data-testid={`${id}-lift-detail`}>
            {[headline.sofar, liftPeriod(lift, words)].filter(Boolean).join(' ')}
          </p>
          {spend && <p className="text-xs text-gray-600">{spend}</p>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-xs">
        <GroupFigure title={words.t('automations.lift.messaged')} group={lift.message} testId={`${id}-lift-message`} />
        <GroupFigure title={words.t('automations.lift.control')} group={lift.control} testId={`${id}-lift-control`} />
      </dl>
    </div>
  );
}

/** One group: '27.0% of 200 customers came back'. */
function GroupFigure({ title, group, testId }: { title: string; group: TLiftGroup; testId: string }) {
  const words = useAppWords();
  return (
    <div className="min-w-0 rounded-md bg-white px-3 py-2 ring-1 ring-gray-100 ring-inset" data-testid={testId}>
      <dt className="text-gray-500">{title}</dt>
      <dd className="mt-0.5">
        <span className="text-base font-semibold text-gray-900 tabular-nums">{cameBackRate(group, words)}</span>
        <span className="block text-gray-600">{words.t('automations.lift.cameBack', { count: group.customers })}</span>
      </dd>
    </div>
  );
}
