import type { TCustomer, TCustomerListRow } from '@regulars/contracts';
import { Mail, MessageSquare } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBusinessCountry } from '../../api/business-country.ts';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { customerName } from '../../lib/customer-name.ts';
import { displayPhone } from '../../lib/display-phone.ts';
import { formatShortDate } from '../../lib/format-date.ts';
import { formatCountIn } from '../../lib/format-number.ts';
import { joinedOn } from '../../lib/joined-on.ts';
import { stampText } from '../../lib/stamp-text.ts';

type TActions = { onEmail: (c: TCustomer) => void; onSms: (c: TCustomer) => void };

function ActionButton(props: { label: string; icon: typeof Mail; disabled: boolean; onClick: () => void }) {
  const { label, icon: Icon, disabled, onClick } = props;
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-lg ring-1 ring-inset ring-gray-200 transition-colors',
        disabled ? 'cursor-not-allowed text-gray-300' : 'text-gray-600 hover:bg-brand-50 hover:text-brand-700',
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

/** Fast email needs an email address; quick SMS needs a phone. */
function Actions({ customer, onEmail, onSms }: { customer: TCustomer } & TActions) {
  const words = useAppWords();
  const { t } = words;
  const name = customerName(customer, words);
  return (
    <div className="flex gap-2">
      <ActionButton
        label={customer.email ? t('customers.emailTo', { name }) : t('customers.emailNone')}
        icon={Mail}
        disabled={!customer.email}
        onClick={() => onEmail(customer)}
      />
      <ActionButton
        label={customer.phone ? t('customers.textTo', { name }) : t('customers.textNone')}
        icon={MessageSquare}
        disabled={!customer.phone}
        onClick={() => onSms(customer)}
      />
    </div>
  );
}

/** The customer's name, linking to their detail page (the keyboard's way in; a click anywhere on the row also opens it). */
function CustomerLink({ customer }: { customer: TCustomer }) {
  const words = useAppWords();
  return (
    <Link
      to={`/customers/${customer.id}`}
      className="rounded font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid="customer-link"
    >
      {customerName(customer, words)}
    </Link>
  );
}

/** A click on a row opens the customer, unless it was on one of the row's own buttons or links. */
function openOnRowClick(navigate: ReturnType<typeof useNavigate>, id: string) {
  return (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    navigate(`/customers/${id}`);
  };
}

/** What a phone's card says of a customer's loyalty: '120 points · 7 of 10 stamps · 9 visits'. */
function loyaltyLine(c: TCustomerListRow, showPoints: boolean, words: TAppWords): string {
  const { t } = words;
  const named = c.stamps.length > 1;
  return [
    ...(showPoints ? [t('customers.card.points', { count: c.totalPoints })] : []),
    ...c.stamps.map((card) =>
      named ? stampText(card, true, words) : t('customers.card.stamps', { progress: stampText(card, false, words) }),
    ),
    t('customers.card.visits', { count: c.totalVisits }),
  ].join(' · ');
}

/**
 * Customer, Contact, Points, Stamps, Visits, Joined, Actions: a table on wide screens, cards on a phone. Points only
 * where the business runs a points program, stamps where it runs a stamp card.
 */
export function CustomersTable({
  customers,
  showPoints,
  onEmail,
  onSms,
}: { customers: TCustomerListRow[]; showPoints: boolean } & TActions) {
  const words = useAppWords();
  const { t, locale } = words;
  const navigate = useNavigate();
  const zone = useBusinessTimeZone();
  const country = useBusinessCountry();
  const formatJoined = (c: TCustomer) => {
    const joined = joinedOn(c, zone);
    return formatShortDate(joined.iso, joined.zone, locale);
  };
  // Every row lists the same active stamp cards.
  const showStamps = customers.some((c) => c.stamps.length > 0);
  return (
    <>
      <table className="hidden min-w-full divide-y divide-gray-200 text-sm md:table">
        <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
          <tr>
            <th className="px-6 py-3">{t('customers.column.customer')}</th>
            <th className="px-6 py-3">{t('customers.column.contact')}</th>
            {showPoints && <th className="px-6 py-3 text-right">{t('customers.column.points')}</th>}
            {showStamps && <th className="px-6 py-3 text-right">{t('customers.column.stamps')}</th>}
            <th className="px-6 py-3 text-right">{t('customers.column.visits')}</th>
            <th className="px-6 py-3">{t('customers.column.joined')}</th>
            <th className="px-6 py-3">{t('customers.column.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {customers.map((c) => (
            <tr
              key={c.id}
              className="cursor-pointer hover:bg-gray-50/60"
              data-testid="customer-row"
              onClick={openOnRowClick(navigate, c.id)}
            >
              <td className="px-6 py-3.5">
                <p>
                  <CustomerLink customer={c} />
                </p>
                <p className="text-xs text-gray-500">{c.uniqueCustomerId}</p>
              </td>
              <td className="px-6 py-3.5 text-gray-600">
                <p>{c.email ?? <span className="text-gray-500">{t('customers.noEmail')}</span>}</p>
                <p className="text-xs text-gray-500">
                  {c.phone ? displayPhone(c.phone, country) : t('customers.noPhone')}
                </p>
              </td>
              {showPoints && (
                <td className="px-6 py-3.5 text-right font-medium text-gray-900 tabular-nums">
                  {formatCountIn(c.totalPoints, locale)}
                </td>
              )}
              {showStamps && (
                <td className="px-6 py-3.5 text-right font-medium whitespace-nowrap text-gray-900 tabular-nums">
                  {c.stamps.map((card) => (
                    <p key={card.programId}>{stampText(card, c.stamps.length > 1, words)}</p>
                  ))}
                </td>
              )}
              <td className="px-6 py-3.5 text-right text-gray-600 tabular-nums">
                {formatCountIn(c.totalVisits, locale)}
              </td>
              <td className="px-6 py-3.5 whitespace-nowrap text-gray-600">{formatJoined(c)}</td>
              <td className="px-6 py-3.5">
                <Actions customer={c} onEmail={onEmail} onSms={onSms} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-gray-100 md:hidden">
        {customers.map((c) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the name inside is the link keyboards reach; a tap on the card is a shortcut to it
          <li
            key={c.id}
            className="flex cursor-pointer items-start justify-between gap-3 px-4 py-3.5"
            data-testid="customer-card"
            onClick={openOnRowClick(navigate, c.id)}
          >
            <div className="min-w-0">
              <p className="truncate">
                <CustomerLink customer={c} />
              </p>
              <p className="truncate text-xs text-gray-500">
                {t('customers.joined', { id: c.uniqueCustomerId, date: formatJoined(c) })}
              </p>
              {/* Both lines when both exist: a phone must not disappear behind the email. */}
              {c.email && <p className="mt-1 truncate text-sm text-gray-600">{c.email}</p>}
              {c.phone && <p className="truncate text-sm text-gray-600">{displayPhone(c.phone, country)}</p>}
              {!c.email && !c.phone && <p className="mt-1 text-sm text-gray-400">{t('customers.noContact')}</p>}
              <p className="mt-1 text-xs text-gray-500">{loyaltyLine(c, showPoints, words)}</p>
            </div>
            <Actions customer={c} onEmail={onEmail} onSms={onSms} />
          </li>
        ))}
      </ul>
    </>
  );
}
