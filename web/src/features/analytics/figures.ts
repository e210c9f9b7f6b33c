import { OUTBOX_LABELS, type TAnalytics, type TMessageDelivery } from '@regulars/contracts';
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
import { formatCount, formatCountOf } from '../../lib/format-number.ts';
import type { TCsvTable } from './csv.ts';
import type { TFigure } from './figure-card.tsx';
import { decimalOrNone, moneyOrNone, percentOrNone } from './format.ts';

type TPair = { current: number | null; previous: number | null };
type TFormat = (n: number | null) => string;

const count: TFormat = (n) => formatCount(n ?? 0);

function figure(
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
    previousLabel: `vs ${format(pair.previous)} before`,
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

export function customerFigures(a: TAnalytics): TFigure[] {
  const { customers: c, engagement: e } = a;
  return [
    figure('Total customers', c.total, count, { icon: Users, tone: brand, goodWhenUp: true }),
    figure('New customers', c.newCustomers, count, { icon: UserPlus, tone: brand, goodWhenUp: true }),
    figure('Customer growth', c.growthRate, percentOrNone, {
      icon: TrendingUp,
      tone: green,
      rate: true,
      goodWhenUp: true,
      note: 'New customers as a share of those you had when the period began',
    }),
    figure('Engagement rate', e.engagementRate, percentOrNone, {
      icon: Activity,
      tone: green,
      rate: true,
      goodWhenUp: true,
      note: `${formatCountOf(e.activeCustomers.current, 'customer')} visited or bought`,
    }),
    figure('Repeat-visit rate', e.repeatVisitRate, percentOrNone, {
      icon: Repeat,
      tone: violet,
      rate: true,
      goodWhenUp: true,
      note: 'Active customers who came twice or more',
    }),
    figure('Visits', e.visits, count, {
      icon: BadgeCheck,
      tone: sky,
      goodWhenUp: true,
      note: `${formatCount(e.purchases.current)} with a purchase`,
    }),
    figure('Visits per active customer', e.avgVisitsPerActiveCustomer, decimalOrNone, {
      icon: Users,
      tone: sky,
      goodWhenUp: true,
    }),
    figure('Average spend per visit', e.avgSpendPerVisit, (n) => moneyOrNone(n, a.range), {
      icon: ShoppingBag,
      tone: amber,
      goodWhenUp: true,
      note:
        e.purchasesWithAmount.current === 0
          ? 'No purchase amounts recorded'
          : `From ${formatCount(e.purchasesWithAmount.current)} purchases with an amount`,
    }),
  ];
}

export function rewardFigures(a: TAnalytics): TFigure[] {
  const { rewards: r, points: p } = a;
  return [
    figure('Rewards earned', r.earned, count, { icon: Gift, tone: violet, goodWhenUp: true }),
    figure('Rewards redeemed', r.redeemed, count, { icon: TicketCheck, tone: violet, goodWhenUp: true }),
    figure('Redemption rate', r.redemptionRate, percentOrNone, {
      icon: Repeat,
      tone: green,
      rate: true,
      goodWhenUp: true,
      note: 'Of rewards earned in the period, redeemed since',
    }),
    figure('Points issued', p.issued, count, { icon: Coins, tone: amber }),
    figure('Points redeemed', p.redeemed, count, { icon: Wallet, tone: amber }),
    figure('Points expired', p.expired, count, { icon: Hourglass, tone: rose, goodWhenUp: false }),
    figure('Points outstanding', p.outstanding, count, {
      icon: Coins,
      tone: rose,
      note: 'Held by customers at the end of the period: what you owe',
    }),
  ];
}

/**
 * `delivery`: which channels a real provider takes (GET /api/settings/delivery). Where one has none, its messages sit
 * in the outbox: the delivery rate's note says so instead of passing them off as delivered.
 */
export function messageFigures(a: TAnalytics, delivery?: TMessageDelivery): TFigure[] {
  const m = a.messages;
  const kept = delivery ? (['email', 'sms'] as const).filter((channel) => !delivery[channel]) : [];
  const deliveryNote =
    kept.length > 0
      ? `${kept.map((channel) => OUTBOX_LABELS[channel]).join('; ')}`
      : `${formatCount(m.failed.current)} failed`;
  return [
    figure('SMS sent', m.smsSent, count, { icon: MessageSquare, tone: sky }),
    figure('Emails sent', m.emailSent, count, { icon: Mail, tone: amber }),
    figure('Delivery rate', m.deliveryRate, percentOrNone, {
      icon: Send,
      tone: green,
      rate: true,
      goodWhenUp: true,
      note: deliveryNote,
    }),
    figure('Email open rate', m.emailOpenRate, percentOrNone, {
      icon: MailOpen,
      tone: rose,
      rate: true,
      goodWhenUp: true,
      note: 'Counted when the email’s images load, so it is an estimate',
    }),
    figure('Email click rate', m.emailClickRate, percentOrNone, {
      icon: MousePointerClick,
      tone: violet,
      rate: true,
      goodWhenUp: true,
      note: `${formatCount(m.emailsClicked.current)} of the emails sent in the period had a link clicked`,
    }),
    figure(
      'Unsubscribes',
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
          `${formatCount(m.emailUnsubscribes.current)} from email`,
          `${formatCount(m.smsOptOuts.current)} texted STOP`,
          ...(m.smsOptOutsByTeam.current > 0 ? [`${formatCount(m.smsOptOutsByTeam.current)} added by your team`] : []),
        ].join(' · '),
      },
    ),
  ];
}

/** Refer a friend's figures; none for a business that never set it up. */
export function referralFigures(a: TAnalytics): TFigure[] {
  const r = a.referrals;
  if (!r) return [];
  return [
    figure('Invites opened', r.invitesOpened, count, {
      icon: Link2,
      tone: sky,
      goodWhenUp: true,
      note: "Times a customer's invitation link was opened",
    }),
    figure('Friends joined', r.joined, count, {
      icon: UserPlus,
      tone: brand,
      goodWhenUp: true,
      note: `${formatCount(r.held.current)} held by the fraud rules (Programs → Refer a friend)`,
    }),
    figure('Friends qualified', r.qualified, count, {
      icon: HandHeart,
      tone: green,
      goodWhenUp: true,
      note: 'Rewarded for their first visit or purchase',
    }),
    figure('Referral rewards given', r.rewardsGiven, count, {
      icon: Gift,
      tone: violet,
      note: 'To friends and the customers who invited them',
    }),
  ];
}

/** Every card's figure for both periods, one row each. */
export function summaryTable(a: TAnalytics): TCsvTable {
  const figures = [...customerFigures(a), ...rewardFigures(a), ...messageFigures(a), ...referralFigures(a)];
  return {
    fileName: `analytics-summary-${a.range.from}-to-${a.range.to}.csv`,
    columns: ['figure', `${a.range.from} to ${a.range.to}`, `${a.range.previousFrom} to ${a.range.previousTo}`],
    // A location's figures say so in the file, which may travel without the page.
    rows: [
      ...(a.range.location ? [['Location', a.range.location.name, a.range.location.name]] : []),
      ...figures.map((f) => [f.label, f.current, f.previous]),
    ],
  };
}
