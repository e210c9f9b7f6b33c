import type { TAnalytics, TMessageDelivery } from '@regulars/contracts';
import {
  Activity,
  BadgeCheck,
  Coins,
  Gift,
  HandHeart,
  Hourglass,
  Link2,
  Mail,
  MailOpen,
  MessageSquare,
  MousePointerClick,
  Repeat,
  Send,
  ShoppingBag,
  TicketCheck,
  TrendingUp,
  UserMinus,
  UserPlus,
  Users,
  Wallet,
} from 'lucide-react';
import type { TAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import type { TCsvTable } from './csv.ts';
import type { TFigure } from './figure-card.tsx';
import { decimalOrNone, moneyOrNone, percentOrNone } from './format.ts';

type TPair = { current: number | null; previous: number | null };
type TFormat = (n: number | null) => string;

/** How a figure's numbers read in the user's language: counts, rates and averages. */
function formatsOf(words: TAppWords) {
  const { locale } = words;
  return {
    count: ((n) => formatCountIn(n ?? 0, locale)) as TFormat,
    percent: ((n) => percentOrNone(n, locale)) as TFormat,
    decimal: ((n) => decimalOrNone(n, locale)) as TFormat,
  };
}

function figure(
  words: TAppWords,
  label: string,
  pair: TPair,
  format: TFormat,
  opts: Pick<TFigure, 'icon' | 'tone' | 'note' | 'goodWhenUp'> & { rate?: boolean },
): TFigure {
  return {
    label,
    value: format(pair.current),
    current: pair.current,
    previous: pair.previous,
    previousLabel: words.t('analytics.figure.previous', { value: format(pair.previous) }),
    changeKind: opts.rate ? 'points' : 'relative',
    goodWhenUp: opts.goodWhenUp,
    icon: opts.icon,
    tone: opts.tone,
    note: opts.note,
  };
}

const brand = 'bg-brand-50 text-brand-600';
const green = 'bg-emerald-50 text-emerald-600';
const amber = 'bg-amber-50 text-amber-600';
const sky = 'bg-sky-50 text-sky-600';
const rose = 'bg-rose-50 text-rose-600';
const violet = 'bg-violet-50 text-violet-600';
const slate = 'bg-slate-100 text-slate-600';

export function customerFigures(a: TAnalytics, words: TAppWords): TFigure[] {
  const { customers: c, engagement: e } = a;
  const { t } = words;
  const { count, percent, decimal } = formatsOf(words);
  return [
    figure(words, t('analytics.figure.totalCustomers'), c.total, count, { icon: Users, tone: brand, goodWhenUp: true }),
    figure(words, t('analytics.figure.newCustomers'), c.newCustomers, count, {
      icon: UserPlus,
      tone: brand,
      goodWhenUp: true,
    }),
    figure(words, t('analytics.figure.growth'), c.growthRate, percent, {
      icon: TrendingUp,
      tone: green,
      rate: true,
      goodWhenUp: true,
      note: t('analytics.figure.growthNote'),
    }),
    figure(words, t('analytics.figure.engagement'), e.engagementRate, percent, {
      icon: Activity,
      tone: green,
      rate: true,
      goodWhenUp: true,
      note: t('analytics.figure.engagementNote', { count: e.activeCustomers.current }),
    }),
    figure(words, t('analytics.figure.repeat'), e.repeatVisitRate, percent, {
      icon: Repeat,
      tone: violet,
      rate: true,
      goodWhenUp: true,
      note: t('analytics.figure.repeatNote'),
    }),
    figure(words, t('analytics.figure.visits'), e.visits, count, {
      icon: BadgeCheck,
      tone: sky,
      goodWhenUp: true,
      note: t('analytics.figure.visitsNote', { count: e.purchases.current }),
    }),
    figure(words, t('analytics.figure.visitsPerActive'), e.avgVisitsPerActiveCustomer, decimal, {
      icon: Users,
      tone: sky,
      goodWhenUp: true,
    }),
    figure(words, t('analytics.figure.spendPerVisit'), e.avgSpendPerVisit, (n) => moneyOrNone(n, a.range), {
      icon: ShoppingBag,
      tone: amber,
      goodWhenUp: true,
      note:
        e.purchasesWithAmount.current === 0
          ? t('analytics.figure.noAmounts')
          : t('analytics.figure.fromAmounts', { count: e.purchasesWithAmount.current }),
    }),
  ];
}

export function rewardFigures(a: TAnalytics, words: TAppWords): TFigure[] {
  const { rewards: r, points: p } = a;
  const { t } = words;
  const { count, percent } = formatsOf(words);
  return [
    figure(words, t('analytics.figure.rewardsEarned'), r.earned, count, { icon: Gift, tone: violet, goodWhenUp: true }),
    figure(words, t('analytics.figure.rewardsRedeemed'), r.redeemed, count, {
      icon: TicketCheck,
      tone: violet,
      goodWhenUp: true,
    }),
    figure(words, t('analytics.figure.redemption'), r.redemptionRate, percent, {
      icon: Repeat,
      tone: green,
      rate: true,
      goodWhenUp: true,
      note: t('analytics.figure.redemptionNote'),
    }),
    figure(words, t('analytics.figure.pointsIssued'), p.issued, count, { icon: Coins, tone: amber }),
    figure(words, t('analytics.figure.pointsRedeemed'), p.redeemed, count, { icon: Wallet, tone: amber }),
    figure(words, t('analytics.figure.pointsExpired'), p.expired, count, {
      icon: Hourglass,
      tone: rose,
      goodWhenUp: false,
    }),
    figure(words, t('analytics.figure.pointsOutstanding'), p.outstanding, count, {
      icon: Coins,
      tone: rose,
      note: t('analytics.figure.pointsOutstandingNote'),
    }),
  ];
}

const OUTBOX = { email: 'analytics.outbox.email', sms: 'analytics.outbox.sms' } as const;

/**
 * `delivery`: which channels a real provider takes (GET /api/settings/delivery). Where one has none, its messages sit
 * in the outbox: the delivery rate's note says so instead of passing them off as delivered.
 */
export function messageFigures(a: TAnalytics, words: TAppWords, delivery?: TMessageDelivery): TFigure[] {
  const m = a.messages;
  const { t } = words;
  const { count, percent } = formatsOf(words);
  const kept = delivery ? (['email', 'sms'] as const).filter((channel) => !delivery[channel]) : [];
  const deliveryNote =
    kept.length > 0
      ? kept.map((channel) => t(OUTBOX[channel])).join('; ')
      : t('analytics.figure.failed', { count: m.failed.current });
  return [
    figure(words, t('analytics.figure.smsSent'), m.smsSent, count, { icon: MessageSquare, tone: sky }),
    figure(words, t('analytics.figure.emailsSent'), m.emailSent, count, { icon: Mail, tone: amber }),
    figure(words, t('analytics.figure.delivery'), m.deliveryRate, percent, {
      icon: Send,
      tone: green,
      rate: true,
      goodWhenUp: true,
      note: deliveryNote,
    }),
    figure(words, t('analytics.figure.openRate'), m.emailOpenRate, percent, {
      icon: MailOpen,
      tone: rose,
      rate: true,
      goodWhenUp: true,
      note: t('analytics.figure.openRateNote'),
    }),
    figure(words, t('analytics.figure.clickRate'), m.emailClickRate, percent, {
      icon: MousePointerClick,
      tone: violet,
      rate: true,
      goodWhenUp: true,
      note: t('analytics.figure.clickRateNote', { count: m.emailsClicked.current }),
    }),
    figure(
      words,
      t('analytics.figure.unsubscribes'),
      {
        current: m.emailUnsubscribes.current + m.smsOptOuts.current + m.smsOptOutsByTeam.current,
        previous: m.emailUnsubscribes.previous + m.smsOptOuts.previous + m.smsOptOutsByTeam.previous,
      },
      count,
      {
        icon: UserMinus,
        tone: slate,
        goodWhenUp: false,
        note: [
          t('analytics.figure.fromEmail', { count: m.emailUnsubscribes.current }),
          t('analytics.figure.textedStop', { count: m.smsOptOuts.current }),
          ...(m.smsOptOutsByTeam.current > 0
            ? [t('analytics.figure.byTeam', { count: m.smsOptOutsByTeam.current })]
            : []),
        ].join(' · '),
      },
    ),
  ];
}

/** Refer a friend's figures; none for a business that never set it up. */
export function referralFigures(a: TAnalytics, words: TAppWords): TFigure[] {
  const r = a.referrals;
  if (!r) return [];
  const { t } = words;
  const { count } = formatsOf(words);
  return [
    figure(words, t('analytics.figure.invitesOpened'), r.invitesOpened, count, {
      icon: Link2,
      tone: sky,
      goodWhenUp: true,
      note: t('analytics.figure.invitesOpenedNote'),
    }),
    figure(words, t('analytics.figure.friendsJoined'), r.joined, count, {
      icon: UserPlus,
      tone: brand,
      goodWhenUp: true,
      note: t('analytics.figure.friendsHeld', { count: r.held.current }),
    }),
    figure(words, t('analytics.figure.friendsQualified'), r.qualified, count, {
      icon: HandHeart,
      tone: green,
      goodWhenUp: true,
      note: t('analytics.figure.friendsQualifiedNote'),
    }),
    figure(words, t('analytics.figure.referralRewards'), r.rewardsGiven, count, {
      icon: Gift,
      tone: violet,
      note: t('analytics.figure.referralRewardsNote'),
    }),
  ];
}

/**
 * Every card's figure for both periods, one row each, in the user's language; the periods' days as YYYY-MM-DD and
 * the figures as plain numbers, so a spreadsheet reads them.
 */
export function summaryTable(a: TAnalytics, words: TAppWords): TCsvTable {
  const { t } = words;
  const figures = [
    ...customerFigures(a, words),
    ...rewardFigures(a, words),
    ...messageFigures(a, words),
    ...referralFigures(a, words),
  ];
  return {
    fileName: `analytics-summary-${a.range.from}-to-${a.range.to}.csv`,
    columns: [
      t('analytics.csv.figure'),
      t('analytics.csv.range', { from: a.range.from, to: a.range.to }),
      t('analytics.csv.range', { from: a.range.previousFrom, to: a.range.previousTo }),
    ],
    // A location's figures say so in the file, which may travel without the page.
    rows: [
      ...(a.range.location ? [[t('analytics.csv.location'), a.range.location.name, a.range.location.name]] : []),
      ...figures.map((f) => [f.label, f.current, f.previous]),
    ],
  };
}
