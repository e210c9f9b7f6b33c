import type { TAppMessageKey, TDnsRecord } from '@regulars/contracts';
import { Clock } from 'lucide-react';
import { useAppWords } from '../../lib/app-words.tsx';
import { CopyValue } from './copy-value.tsx';

const PURPOSE: Record<TDnsRecord['purpose'], TAppMessageKey> = {
  traffic: 'settings.domain.purpose.traffic',
  ownership: 'settings.domain.purpose.ownership',
};

/**
 * The two DNS records the owner creates at their DNS host, each name and value with its copy button: a table from the
 * sm breakpoint, a block per record on a phone (the values are long; three columns would squeeze them).
 */
export function CustomDomainRecords({ records }: { records: TDnsRecord[] }) {
  const { t } = useAppWords();
  const copyName = (record: TDnsRecord) => t('settings.domain.copyName', { type: record.type });
  const copyValue = (record: TDnsRecord) => t('settings.domain.copyValue', { type: record.type });
  return (
    <section className="px-6 py-5" aria-labelledby="custom-domain-records">
      <h3 id="custom-domain-records" className="text-sm font-medium text-gray-900">
        {t('settings.domain.recordsTitle')}
      </h3>
      <p className="mt-1 text-sm leading-relaxed text-gray-500">{t('settings.domain.recordsText')}</p>
      <div className="mt-4 overflow-hidden rounded-lg ring-1 ring-gray-200">
        <table className="hidden w-full table-fixed text-left text-sm sm:table">
          <thead className="bg-gray-50 text-xs font-medium tracking-wide text-gray-500 uppercase">
            <tr>
              <th className="w-40 px-4 py-2.5 font-medium">{t('settings.domain.type')}</th>
              <th className="px-4 py-2.5 font-medium">{t('settings.domain.name')}</th>
              <th className="px-4 py-2.5 font-medium">{t('settings.domain.value')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {records.map((record) => (
              <tr key={record.type} className="align-top" data-testid={`dns-record-${record.purpose}`}>
                <td className="px-4 py-3">
                  <span className="font-mono font-semibold text-gray-900">{record.type}</span>
                  <span className="mt-0.5 block text-xs text-gray-500">{t(PURPOSE[record.purpose])}</span>
                </td>
                <td className="px-4 py-3">
                  <CopyValue value={record.name} label={copyName(record)} testId="dns-record-name" />
                </td>
                <td className="px-4 py-3">
                  <CopyValue value={record.value} label={copyValue(record)} testId="dns-record-value" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="divide-y divide-gray-100 sm:hidden">
          {records.map((record) => (
            <li key={record.type} className="space-y-3 px-4 py-4" data-testid={`dns-record-${record.purpose}`}>
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-mono font-semibold text-gray-900">{record.type}</span>
                <span className="text-xs text-gray-500">{t(PURPOSE[record.purpose])}</span>
              </p>
              <dl className="space-y-2.5">
                <div className="space-y-1">
                  <dt className="text-xs font-medium text-gray-500">{t('settings.domain.name')}</dt>
                  <dd>
                    <CopyValue value={record.name} label={copyName(record)} testId="dns-record-name" />
                  </dd>
                </div>
                <div className="space-y-1">
                  <dt className="text-xs font-medium text-gray-500">{t('settings.domain.value')}</dt>
                  <dd>
                    <CopyValue value={record.value} label={copyValue(record)} testId="dns-record-value" />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-3 flex gap-2 text-xs leading-relaxed text-gray-500">
        <Clock className="mt-0.5 size-3.5 shrink-0 text-gray-400" aria-hidden />
        {t('settings.domain.timing')}
      </p>
    </section>
  );
}
