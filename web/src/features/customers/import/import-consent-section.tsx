import {
  IMPORT_CONSENT_ATTESTATION,
  IMPORT_CONSENT_CHANNELS,
  IMPORT_CONSENT_LABELS,
  type TColumnMapping,
  type TImportConsentChannel,
} from '@regulars/contracts';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import type { TParsedCsv } from './csv.ts';
import { consentColumnOf, type TConsentChoice, type TConsentFrom } from './import-consent.ts';

const NOT_AGREED_HINT: Record<TImportConsentChannel, string> = {
  sms: 'No marketing texts until they agree themselves.',
  email: 'No marketing emails until they agree themselves.',
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
  return (
    <section aria-labelledby="import-consent-title" className="space-y-3">
      <div>
        <h3 id="import-consent-title" className="text-sm font-semibold text-gray-900">
          Marketing consent
        </h3>
        <p className="mt-0.5 text-xs text-gray-500">
          Say how the customers in this file agreed to your marketing. Without it they get none on that channel until
          they agree themselves.
        </p>
      </div>
      {IMPORT_CONSENT_CHANNELS.map((channel) => {
        const choice = consentFrom[channel];
        const header = mapping[consentColumnOf(channel)];
        const missing = showErrors && choice === 'column' && !header;
        const options: { value: TConsentChoice; label: string; hint: string }[] = [
          { value: 'none', label: 'They have not agreed', hint: NOT_AGREED_HINT[channel] },
          {
            value: 'column',
            label: 'A column of my file says who agreed',
            hint: 'Yes, true, 1 or subscribed count as agreed; anything else, or an empty cell, as not.',
          },
          {
            value: 'attested',
            label: 'Every customer in this file agreed',
            hint: `“${IMPORT_CONSENT_ATTESTATION[channel]}” is recorded as each one's consent, with your name and the time.`,
          },
        ];
        return (
          <fieldset key={channel} className="rounded-lg border border-gray-200 px-3 py-3">
            <legend className="px-1 text-sm font-medium text-gray-900">{IMPORT_CONSENT_LABELS[channel]}</legend>
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
                  The column that says who agreed
                </label>
                <select
                  id={`import-map-${channel}_consent`}
                  className={cn(fieldClasses, 'h-10 pr-8')}
                  value={header ?? ''}
                  aria-invalid={missing || undefined}
                  aria-describedby={missing ? `import-consent-${channel}-error` : undefined}
                  onChange={(e) => onChange(channel, 'column', e.target.value === '' ? null : e.target.value)}
                >
                  <option value="">Choose a column</option>
                  {csv.headers.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
                {missing && (
                  <p id={`import-consent-${channel}-error`} className="mt-1 text-xs text-red-700">
                    Choose the column that says who agreed, or another answer.
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
