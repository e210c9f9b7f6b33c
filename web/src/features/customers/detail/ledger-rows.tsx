import type { TLedgerEntry, TProgramType } from '@regulars/contracts';
import { useBusinessMoney } from '../../../api/business-money.ts';
import { useBusinessTimeZone } from '../../../api/use-business-time-zone.ts';
import { SidewaysScroll } from '../../../components/ui/sideways-scroll.tsx';
import { type TAppWords, useAppWords } from '../../../lib/app-words.tsx';
import { formatShortDate, formatZonedDateTime, formatZonedTime } from '../../../lib/format-date.ts';
import { LedgerChange } from './ledger-change.tsx';
import { ledgerAmount } from './ledger-labels.ts';

type Props = { entries: TLedgerEntry[]; programTypes: ReadonlyMap<string, TProgramType> };

const typeOf = (entry: TLedgerEntry, types: Props['programTypes']) =>
  entry.programName ? types.get(entry.programName) : undefined;

const dash = <span className="text-gray-500">—</span>;

/** The note as staff typed it, in the reader's quotation marks. */
const quoted = ({ t }: TAppWords, note: string) => t('customerDetail.activity.note', { note });

/** Which program, and the note staff wrote, under the change. */
function Context({ entry }: { entry: TLedgerEntry }) {
  const words = useAppWords();
  if (!entry.programName && !entry.note) return null;
  return (
    <p className="mt-0.5 text-xs break-words text-gray-500">
      {entry.programName && <span data-testid="ledger-program">{entry.programName}</span>}
      {entry.programName && entry.note && <span aria-hidden> · </span>}
      {entry.note && <span data-testid="ledger-note">{quoted(words, entry.note)}</span>}
    </p>
  );
}

/**
 * The ledger page as a table on wide screens (date, what changed with its program and note, amount, staff) and as a
 * list on a phone. Amounts keep the currency they were recorded in, written the reader's way.
 */
export function LedgerRows({ entries, programTypes }: Props) {
  const words = useAppWords();
  const { t, locale } = words;
  const money = { ...useBusinessMoney(), locale };
  const zone = useBusinessTimeZone();
  return (
    <>
      <div className="hidden md:block">
        <SidewaysScroll label={t('customerDetail.activity.title')}>
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
              <tr>
                <th scope="col" className="px-5 py-3">
                  {t('customerDetail.activity.date')}
                </th>
                <th scope="col" className="px-5 py-3">
                  {t('customerDetail.activity.change')}
                </th>
                <th scope="col" className="px-5 py-3 text-right">
                  {t('customerDetail.activity.amount')}
                </th>
                <th scope="col" className="px-5 py-3">
                  {t('customerDetail.activity.staff')}
                </th>
                <th scope="col" className="px-5 py-3">
                  {t('customerDetail.activity.location')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 bg-white">
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="ledger-row" className="align-top">
                  <td className="px-5 py-3 whitespace-nowrap">
                    <span className="block text-gray-900">{formatShortDate(entry.createdAt, zone, locale)}</span>
                    <span className="block text-xs text-gray-500">
                      {formatZonedTime(entry.createdAt, zone, locale)}
                    </span>
                  </td>
                  <td className="px-5 py-3">
                    <LedgerChange entry={entry} programType={typeOf(entry, programTypes)} />
                    <Context entry={entry} />
                  </td>
                  <td className="px-5 py-3 text-right whitespace-nowrap text-gray-900 tabular-nums">
                    {ledgerAmount(entry, money) ?? dash}
                  </td>
                  <td className="max-w-40 px-5 py-3 break-words text-gray-600">{entry.staffName ?? dash}</td>
                  <td className="max-w-40 px-5 py-3 break-words text-gray-600">{entry.locationName ?? dash}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </SidewaysScroll>
      </div>
      <ul className="divide-y divide-gray-100 md:hidden">
        {entries.map((entry) => {
          const amount = ledgerAmount(entry, money);
          return (
            <li key={entry.id} className="space-y-1 px-4 py-3" data-testid="ledger-item">
              <div className="flex items-start justify-between gap-3">
                <LedgerChange entry={entry} programType={typeOf(entry, programTypes)} />
                {amount && <span className="shrink-0 font-medium text-gray-900 tabular-nums">{amount}</span>}
              </div>
              <p className="text-xs break-words text-gray-500">
                {[
                  formatZonedDateTime(entry.createdAt, zone, locale),
                  entry.programName,
                  entry.staffName && t('customerDetail.activity.byStaff', { name: entry.staffName }),
                  entry.locationName && t('customerDetail.activity.atLocation', { name: entry.locationName }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {entry.note && <p className="text-xs text-gray-600">{quoted(words, entry.note)}</p>}
            </li>
          );
        })}
      </ul>
    </>
  );
}
