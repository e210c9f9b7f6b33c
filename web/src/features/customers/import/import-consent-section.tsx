import {
  IMPORT_CONSENT_CHANNELS,
  type TAppMessageKey,
  type TColumnMapping,
  type TImportConsentChannel,
} from '@regulars/contracts';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import type { TParsedCsv } from './csv.ts';
import { consentColumnOf, type TConsentChoice, type TConsentFrom } from './import-consent.ts';
import { CONSENT_LABELS } from './import-labels.ts';

const NOT_AGREED_HINT: Record<TImportConsentChannel, TAppMessageKey> = {
  sms: 'customers.import.consent.noneSms',
  email: 'customers.import.consent.noneEmail',
};

/**
 * What the owner confirms for the whole file (the server records these words, in the owner's language, as each
 * customer's consent: customers/import-attestation.ts).
 */
const STATEMENT: Record<TImportConsentChannel, TAppMessageKey> = {
  sms: 'customers.import.consent.statementSms',
  email: 'customers.import.consent.statementEmail',
};

/**
 * The mapping step's consent question, per channel: nobody agreed (the default), a column of the file says who did, or
 * the owner confirms everyone in the file did (its wording is recorded as each customer's consent).
 */
export function ImportConsentSection({
  csv,
  mapping,
  consentFrom,
  showErrors,
  onChange,
}: {
  csv: TParsedCsv;
  mapping: TColumnMapping;
  consentFrom: TConsentFrom;
  /** Continue was pressed: a column choice without its column says so. */
  showErrors: boolean;
  onChange: (channel: TImportConsentChannel, choice: TConsentChoice, header?: string | null) => void;
}) {
  const { t } = useAppWords();
  return (
    <section aria-labelledby="import-consent-title" className="space-y-3">
      <div>
        <h3 id="import-consent-title" className="text-sm font-semibold text-gray-900">
          {t('customers.import.consent.title')}
        </h3>
        <p className="mt-0.5 text-xs text-gray-500">{t('customers.import.consent.intro')}</p>
      </div>
      {IMPORT_CONSENT_CHANNELS.map((channel) => {
        const choice = consentFrom[channel];
        const header = mapping[consentColumnOf(channel)];
        const missing = showErrors && choice === 'column' && !header;
        const options: { value: TConsentChoice; label: string; hint: string }[] = [
          { value: 'none', label: t('customers.import.consent.none'), hint: t(NOT_AGREED_HINT[channel]) },
          {
            value: 'column',
            label: t('customers.import.consent.column'),
            hint: t('customers.import.consent.columnHint'),
          },
          {
            value: 'attested',
            label: t('customers.import.consent.attested'),
            hint: t('customers.import.consent.attestedHint', { statement: t(STATEMENT[channel]) }),
          },
        ];
        return (
          <fieldset key={channel} className="rounded-lg border border-gray-200 px-3 py-3">
            <legend className="px-1 text-sm font-medium text-gray-900">{t(CONSENT_LABELS[channel])}</legend>
            <div className="space-y-1.5">
              {options.map((option) => {
                const id = `import-consent-${channel}-${option.value}`;
                // The hint describes the choice; only the option's words name it.
                return (
                  <div
                    key={option.value}
                    className={cn(
                      'flex items-start gap-3 rounded-lg px-2 py-1.5',
                      choice === option.value && 'bg-brand-50/60',
                    )}
                  >
                    <input
                      id={id}
                      type="radio"
                      name={`import-consent-${channel}`}
                      value={option.value}
                      checked={choice === option.value}
                      onChange={() => onChange(channel, option.value)}
                      className="mt-1 accent-brand-600"
                      aria-describedby={`${id}-hint`}
                    />
                    <div className="min-w-0">
                      <label htmlFor={id} className="block cursor-pointer text-sm text-gray-900">
                        {option.label}
                      </label>
                      <p id={`${id}-hint`} className="text-xs text-gray-500">
                        {option.hint}
                      </p>
                    </div>
                  </div>
                );
              })}
            </div>
            {choice === 'column' && (
              <div className="mt-2 pl-9">
                {/* The group's legend names the channel. */}
                <label htmlFor={`import-map-${channel}_consent`} className="sr-only">
                  {t('customers.import.consent.whichColumn')}
                </label>
                <select
                  id={`import-map-${channel}_consent`}
                  className={cn(fieldClasses, 'h-10 pr-8')}
                  value={header ?? ''}
                  aria-invalid={missing || undefined}
                  aria-describedby={missing ? `import-consent-${channel}-error` : undefined}
                  onChange={(e) => onChange(channel, 'column', e.target.value === '' ? null : e.target.value)}
                >
                  <option value="">{t('customers.import.consent.chooseColumn')}</option>
                  {csv.headers.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
                {missing && (
                  <p id={`import-consent-${channel}-error`} className="mt-1 text-xs text-red-700">
                    {t('customers.import.consent.missing')}
                  </p>
                )}
              </div>
            )}
          </fieldset>
        );
      })}
    </section>
  );
}
