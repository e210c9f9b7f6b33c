import { SUPPORT_MESSAGES, type TTier } from '@regulars/contracts';
import { ChevronDown, Save } from 'lucide-react';
import { useState } from 'react';
import { useSupportRequestsOn } from '../../../api/support.ts';
import { useApiRateDefault } from '../../../api/tiers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { ToggleSwitch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/format-number.ts';
import { draftOf, type TFlagField, type TNumberField, type TOptionalField } from './tier-draft.ts';
import { useTierEditor } from './use-tier-editor.ts';

type TNumberInput = {
  field: TNumberField;
  label: string;
  hint?: string;
  step?: string;
  min?: string;
  /** A limit the tier may leave open: kept as -1 (the spec's unlimited), shown as a tick box, never as the number. */
  unlimited?: boolean;
};

const GROUPS: { title: string; fields: TNumberInput[] }[] = [
  {
    title: 'Limits',
    fields: [
      { field: 'maxCustomers', label: 'Max customers', min: '-1', unlimited: true },
      { field: 'maxPrograms', label: 'Max programs', min: '-1', unlimited: true },
      { field: 'maxSmsMonthly', label: 'Max SMS per month', min: '-1', unlimited: true },
    ],
  },
  {
    title: 'Credits',
    fields: [
      { field: 'initialCredits', label: 'Initial credits', min: '0' },
      { field: 'creditCostSms', label: 'Credits per SMS', min: '0' },
      { field: 'creditCostEmail', label: 'Credits per email', min: '0' },
    ],
  },
];

const FLAGS: { field: TFlagField; label: string }[] = [
  { field: 'mailchimp', label: 'MailChimp' },
  { field: 'tills', label: 'Till connections' },
  { field: 'multipliers', label: 'Earn multipliers' },
  { field: 'statusTiers', label: 'Status tiers' },
  { field: 'referrals', label: 'Refer a friend' },
  { field: 'whiteLabel', label: 'White label' },
  { field: 'prioritySupport', label: 'Priority support' },
  { field: 'api', label: 'Public API' },
  { field: 'clients', label: 'Client businesses (agency)' },
];

/**
 * One subscription tier, every field editable; 'Save Changes' only while it has edits. On a phone each tier folds
 * to its name and price (the page would otherwise be several screens per tier); from the sm breakpoint it is open.
 */
export function TierCard({ tier }: { tier: TTier }) {
  const editor = useTierEditor(tier);
  const apiDefault = useApiRateDefault();
  // While support requests are off no tier may offer priority support: the tier list already reads it false.
  const supportOff = useSupportRequestsOn() === false;
  const [open, setOpen] = useState(false);
  const id = (field: string) => `tier-${tier.id}-${field}`;
  const numberField = ({ field, label, hint, step = '1', min, unlimited = false }: TNumberInput) => {
    const isUnlimited = unlimited && editor.draft[field].trim() === '-1';
    const input = (
      <TextField
        key={field}
        id={id(field)}
        label={label}
        hint={hint}
        type="number"
        inputMode={step === '1' ? 'numeric' : 'decimal'}
        step={step}
        min={min}
        required={!isUnlimited}
        disabled={isUnlimited}
        placeholder={isUnlimited ? 'Unlimited' : undefined}
        value={isUnlimited ? '' : editor.draft[field]}
        onChange={(event) => editor.set(field, event.target.value)}
      />
    );
    if (!unlimited) return input;
    // Unticked, the field comes back with the saved limit (empty when the saved tier had none) for the admin to set.
    const saved = draftOf(tier)[field];
    return (
      <div key={field} className="space-y-2">
        {input}
        <label
          htmlFor={id(`${field}-unlimited`)}
          className="flex cursor-pointer items-center gap-2 text-sm text-gray-700"
        >
          <input
            id={id(`${field}-unlimited`)}
            type="checkbox"
            className="size-4 rounded border-gray-300 accent-brand-600"
            checked={isUnlimited}
            onChange={(event) => editor.set(field, event.target.checked ? '-1' : saved === '-1' ? '' : saved)}
          />
          Unlimited
        </label>
      </div>
    );
  };

  // Each API key's token bucket on this tier; empty keeps the server's default (API_RATE_PER_SECOND / _BURST).
  const apiField = (field: TOptionalField, label: string, fallback: number | undefined) => (
    <TextField
      id={id(field)}
      label={label}
      hint={fallback === undefined ? 'Empty: the server default' : `Empty: the server default (${fallback})`}
      placeholder={fallback === undefined ? undefined : String(fallback)}
      type="number"
      inputMode="numeric"
      step="1"
      min="1"
      value={editor.draft[field]}
      onChange={(event) => editor.set(field, event.target.value)}
    />
  );

  return (
    <Card aria-labelledby={id('name')} role="region">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        <div
          className={cn(
            'flex flex-wrap items-center justify-between gap-3 px-4 py-4 sm:border-b sm:border-gray-100 sm:px-6',
            open && 'border-b border-gray-100',
          )}
        >
          <div className="min-w-0 flex-1 sm:flex-none">
            <h2 className="text-base font-semibold text-gray-900">
              <button
                type="button"
                className="-mx-1 flex w-full items-center gap-2 rounded-md px-1 text-left focus-visible:outline-2 focus-visible:outline-brand-600 sm:pointer-events-none"
                aria-expanded={open}
                aria-controls={id('body')}
                onClick={() => setOpen((value) => !value)}
              >
                <span id={id('name')}>{tier.name}</span>
                <ChevronDown
                  className={cn(
                    'ml-auto size-5 shrink-0 text-gray-400 transition-transform sm:hidden',
                    open && 'rotate-180',
                  )}
                  aria-hidden
                />
              </button>
            </h2>
            <p className="text-sm text-gray-500">{formatMoney(tier.priceMonthly)} / month</p>
          </div>
          {editor.edited && (
            <div className="flex items-center gap-2">
              <Button type="button" variant="ghost" size="sm" onClick={editor.reset} disabled={editor.saving}>
                Discard
              </Button>
              <Button type="submit" size="sm" loading={editor.saving}>
                {!editor.saving && <Save className="size-4" aria-hidden />}
                {editor.saving ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          )}
        </div>

        <div id={id('body')} className={cn('space-y-6 px-4 py-5 sm:block sm:px-6', !open && 'hidden')}>
          {editor.message && (
            <p
              role={editor.message.tone === 'error' ? 'alert' : 'status'}
              className={cn(
                'rounded-lg px-3 py-2 text-sm font-medium',
                editor.message.tone === 'success' ? 'bg-green-50 text-green-700' : 'bg-red-50 text-red-700',
              )}
            >
              {editor.message.text}
            </p>
          )}

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-xs font-semibold tracking-wide text-gray-500 uppercase">Pricing</legend>
            {numberField({ field: 'priceMonthly', label: 'Monthly price ($)', step: '0.01', min: '0' })}
            <TextField
              id={id('stripePriceId')}
              label="Stripe price ID"
              hint="Starts with price_; leave empty when the tier is not for sale"
              placeholder="price_..."
              autoComplete="off"
              spellCheck={false}
              value={editor.draft.stripePriceId}
              onChange={(event) => editor.set('stripePriceId', event.target.value)}
            />
          </fieldset>

          {GROUPS.map((group) => (
            <fieldset key={group.title} className="grid gap-4 sm:grid-cols-3">
              <legend className="mb-3 text-xs font-semibold tracking-wide text-gray-500 uppercase">
                {group.title}
              </legend>
              {group.fields.map(numberField)}
            </fieldset>
          ))}

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-xs font-semibold tracking-wide text-gray-500 uppercase">
              Public API rate limit
            </legend>
            {apiField('apiRequestsPerSecond', 'API requests per second', apiDefault?.perSecond)}
            {apiField('apiBurst', 'API burst (requests at once)', apiDefault?.burst)}
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-4">
            <legend className="mb-3 text-xs font-semibold tracking-wide text-gray-500 uppercase">Features</legend>
            {numberField({ field: 'maxSeats', label: 'Max seats', min: '1' })}
            {numberField({ field: 'maxLocations', label: 'Max locations', min: '-1', unlimited: true })}
            {numberField({ field: 'maxClients', label: 'Max clients', min: '-1', unlimited: true })}
            {FLAGS.map(({ field, label }) => {
              const off = field === 'prioritySupport' && supportOff;
              return (
                <div key={field} className="flex items-center justify-between gap-3 sm:flex-col sm:items-start">
                  <div>
                    <Label id={id(`${field}-label`)} htmlFor={id(field)}>
                      {label}
                    </Label>
                    {off && (
                      <p id={id(`${field}-note`)} className="text-xs text-gray-500">
                        {SUPPORT_MESSAGES.switchedOffNote}
                      </p>
                    )}
                  </div>
                  <ToggleSwitch
                    id={id(field)}
                    aria-labelledby={id(`${field}-label`)}
                    aria-describedby={off ? id(`${field}-note`) : undefined}
                    checked={editor.draft[field]}
                    disabled={off}
                    onChange={(checked) => editor.set(field, checked)}
                  />
                </div>
              );
            })}
          </fieldset>
        </div>
      </form>
    </Card>
  );
}
