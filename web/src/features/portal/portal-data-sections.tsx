import type { TCustomerDataExport, TLedgerKind, TMessageKey } from '@regulars/contracts';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { displayPhone } from '../../lib/display-phone.ts';
import { formatDateTime, formatLongCalendarDay, formatLongDate, NO_DATE, type TZone } from '../../lib/format-date.ts';
import { formatAmountIn, formatCountIn } from '../../lib/format-number.ts';
import { joinedOn } from '../../lib/joined-on.ts';
import { type TWords, useWords } from '../../lib/words.tsx';
import { PortalSection } from './portal-section.tsx';

const KIND_LABELS: Record<TLedgerKind, TMessageKey> = {
  enrol: 'portal.data.kind.enrol',
  welcome_bonus: 'portal.data.kind.welcome_bonus',
  visit: 'portal.data.kind.visit',
  purchase: 'portal.data.kind.purchase',
  earn: 'portal.data.kind.earn',
  redeem: 'portal.data.kind.redeem',
  adjust: 'portal.data.kind.adjust',
  expire: 'portal.data.kind.expire',
  reversal: 'portal.data.kind.reversal',
  opening_balance: 'portal.data.kind.opening_balance',
  refund: 'portal.data.kind.refund',
};
const REWARD_STATUS: Record<string, TMessageKey> = {
  earned: 'portal.rewardAvailable',
  redeemed: 'portal.rewardRedeemed',
  expired: 'portal.rewardExpired',
  void: 'portal.data.rewardVoid',
};
const MESSAGE_STATUS: Record<string, TMessageKey> = {
  sent: 'portal.data.statusSent',
  failed: 'portal.data.statusFailed',
  pending: 'portal.data.statusPending',
};
const CHANNELS: Record<string, TMessageKey> = { sms: 'portal.data.channelSms', email: 'portal.data.channelEmail' };

/** A word of ours for a stored value, or the value as stored when it is one we do not know (a newer kind). */
const said = (words: TWords, labels: Record<string, TMessageKey>, value: string) => {
  const key = labels[value];
  return key ? words.t(key) : value;
};

/**
 * The customer's data as the download holds it, each part a section in their language: their details, what they
 * agreed to, their programs, their history, rewards and the messages sent to them. Lists rather than tables, so a
 * phone and a printed page read them without sideways scrolling.
 */
export function PortalDataSections({
  doc,
  zone,
  currency,
  locale,
  country,
}: {
  doc: TCustomerDataExport;
  zone: TZone;
  /** The business's currency now: a ledger row without its own is written in it. */
  currency: string | undefined;
  /** The business's locale, for amounts. */
  locale: string;
  /** The business's country: the phone as its people write it. */
  country: string;
}) {
  const words = useWords();
  const { t } = words;
  const p = doc.profile;
  const joined = joinedOn({ createdAt: p.joinedAt, memberSince: p.memberSince }, zone);
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
  const yesNo = (on: boolean) => t(on ? 'portal.data.yes' : 'portal.data.no');
  const amount = (value: number | null, rowCurrency: string | null) => {
    const code = rowCurrency ?? currency;
    return value === null || !code ? null : formatAmountIn(value, { currency: code, locale });
  };
  return (
    <div className="space-y-8" data-testid="portal-data">
      <PortalSection id="portal-data-details" title={t('portal.data.details')}>
        <Card className="p-4 sm:p-6">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Detail label={t('portal.data.name')} value={name || NO_DATE} />
            <Detail label={t('portal.data.customerNumber')} value={p.customerNumber} />
            <Detail label={t('portal.data.email')} value={p.email ?? NO_DATE} />
            <Detail label={t('portal.data.phone')} value={p.phone ? displayPhone(p.phone, country) : NO_DATE} />
            <Detail label={t('portal.data.birthday')} value={formatLongCalendarDay(p.birthday, words.locale)} />
            <Detail label={t('portal.data.joined')} value={formatLongDate(joined.iso, joined.zone, words.locale)} />
            <Detail label={t('portal.data.lastVisit')} value={formatLongDate(p.lastVisitAt, zone, words.locale)} />
            <Detail label={t('portal.visits')} value={formatCountIn(p.totalVisits, words.locale)} />
            <Detail label={t('portal.data.marketingTexts')} value={yesNo(p.optedInSms)} />
            <Detail label={t('portal.data.marketingEmails')} value={yesNo(p.optedInEmail)} />
          </dl>
        </Card>
      </PortalSection>

      <PortalSection id="portal-data-consents" title={t('portal.data.consents')}>
        <DataList empty={t('portal.data.noConsents')}>
          {doc.consents.map((c) => (
            <li key={`${c.channel}-${c.grantedAt}`} className="px-4 py-3 sm:px-6">
              <p className="text-sm font-medium text-gray-900">{said(words, CHANNELS, c.channel)}</p>
              <p className="text-sm text-gray-700">“{c.wording}”</p>
              <p className="text-xs text-gray-500">
                {t('portal.data.agreedOn', { date: formatDateTime(c.grantedAt, zone, words.locale) })}
              </p>
            </li>
          ))}
        </DataList>
      </PortalSection>

      <PortalSection id="portal-data-programs" title={t('portal.yourPrograms')}>
        <DataList empty={t('portal.noProgramsBody')}>
          {doc.programs.map((program) => (
            <Row key={program.name} title={program.name} side={programBalance(program, words)} />
          ))}
        </DataList>
      </PortalSection>

      <PortalSection id="portal-data-history" title={t('portal.data.history')}>
        <DataList empty={t('portal.data.noHistory')} label={t('portal.data.history')}>
          {[...doc.ledger].reverse().map((row, i) => (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: the document has no row ids and never reorders; an action's rows share their time
              key={`${row.at}-${i}`}
              title={[said(words, KIND_LABELS, row.type), row.program].filter(Boolean).join(' · ')}
              detail={[changeOf(row, words), amount(row.amount, row.currency)].filter(Boolean).join(' · ')}
              side={formatDateTime(row.at, zone, words.locale)}
            />
          ))}
        </DataList>
      </PortalSection>

      <PortalSection id="portal-data-rewards" title={t('portal.yourRewards')}>
        <DataList empty={t('portal.data.noRewards')}>
          {doc.rewards.map((reward) => (
            <Row
              key={`${reward.name}-${reward.earnedAt}`}
              title={reward.name}
              detail={[
                reward.program,
                t('portal.earnedOn', { date: formatLongDate(reward.earnedAt, zone, words.locale) }),
                reward.code && t('portal.data.code', { code: reward.code }),
              ]
                .filter(Boolean)
                .join(' · ')}
              side={said(words, REWARD_STATUS, reward.status)}
            />
          ))}
        </DataList>
      </PortalSection>

      <PortalSection id="portal-data-messages" title={t('portal.data.messages')}>
        <DataList empty={t('portal.data.noMessages')}>
          {[...doc.messages].reverse().map((message, i) => (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: the document has no message ids and never reorders
              key={`${message.at}-${i}`}
              title={`${said(words, CHANNELS, message.channel)} · ${said(words, MESSAGE_STATUS, message.status)}`}
              detail={message.subject ?? message.content ?? ''}
              side={formatDateTime(message.at, zone, words.locale)}
            />
          ))}
        </DataList>
      </PortalSection>
    </div>
  );
}

/**
 * What a ledger row changed: its points and stamps, in the customer's words. An earn that takes stamps off filled the
 * card (the row holds the card's change, the stamps given less its size): it says so, not "-9 stamps".
 */
function changeOf(row: TCustomerDataExport['ledger'][number], words: TWords): string {
  const parts: string[] = [];
  if (row.points > 0) parts.push(words.t('portal.gainPoints', { count: row.points }));
  if (row.points < 0) parts.push(words.t('portal.spentPoints', { count: -row.points }));
  if (row.stamps > 0) parts.push(words.t('portal.gainStamps', { count: row.stamps }));
  if (row.stamps < 0) {
    parts.push(
      row.type === 'earn'
        ? words.t('portal.data.cardComplete')
        : words.t('portal.data.lostStamps', { count: -row.stamps }),
    );
  }
  return parts.join(' · ');
}

function programBalance(program: TCustomerDataExport['programs'][number], words: TWords): string {
  if (program.type === 'points') return words.t('portal.pointsCount', { count: program.pointsBalance });
  if (program.type === 'stamp_card') return words.t('portal.data.stampsCount', { count: program.stampsCurrent });
  return '';
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="text-sm break-words text-gray-900">{value}</dd>
    </div>
  );
}

function DataList({ empty, label, children }: { empty: string; label?: string; children: ReactNode[] }) {
  return (
    <Card>
      {children.length === 0 ? (
        <p className="px-4 py-4 text-sm text-gray-500 sm:px-6">{empty}</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label={label}>
          {children}
        </ul>
      )}
    </Card>
  );
}

function Row({ title, detail, side }: { title: string; detail?: string; side: string }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-4 py-3 sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-gray-900">{title}</p>
        {detail && <p className="text-sm break-words text-gray-600">{detail}</p>}
      </div>
      {side && <p className="shrink-0 text-xs text-gray-500 tabular-nums">{side}</p>}
    </li>
  );
}
