import { AUDIT_ACTIONS, type TAuditEntry } from '@regulars/contracts';
import { ArrowRight } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-number.ts';

const LABELS: Record<string, string> = {
  name: 'Tier',
  tierName: 'Tier',
  priceMonthly: 'Price',
  trialEndsAt: 'Trial ends',
  days: 'Days added',
  credits: 'Credits',
  amount: 'Amount',
  reason: 'Reason',
  suspendedAt: 'Suspended',
  suspensionReason: 'Reason',
  recipientEmail: 'To',
  recipientPhone: 'To',
  recipientName: 'Name',
  subject: 'Subject',
  provider: 'Provider',
  messageId: 'Message ID',
};
/** Ids say nothing to a person reading the log; the names beside them do. */
const HIDDEN = new Set(['tierId']);
const DATES = new Set(['trialEndsAt', 'suspendedAt']);
const EMPTY = '—';

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (DATES.has(key) && typeof value === 'string') return formatDateTime(value);
  if (key === 'priceMonthly' && typeof value === 'number') return formatMoney(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const label = (key: string) => LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** Each value the action touched: 'Tier: Free → Pro', or just the new value when there was none before. */
export function AuditChange({ entry }: { entry: Pick<TAuditEntry, 'before' | 'after'> }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !HIDDEN.has(k));
  if (keys.length === 0) return <span className="text-gray-500">—</span>;
  return (
    <dl className="space-y-1 text-sm">
      {keys.map((key) => {
        const had = key in before;
        const has = key in after;
        const was = show(key, before[key]);
        const now = show(key, after[key]);
        return (
          <div key={key} className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
            <dt className="text-gray-500">{label(key)}:</dt>
            <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 break-words text-gray-900">
              {had && has && was !== now && was !== EMPTY ? (
                <>
                  <span className="text-gray-500 line-through decoration-gray-300">{was}</span>
                  <ArrowRight className="size-3 shrink-0 self-center text-gray-400" aria-label="became" />
                  <span className="font-medium">{now}</span>
                </>
              ) : (
                <span className="font-medium">{has ? now : was}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

const TONES: Record<string, BadgeTone> = {
  'tenant.suspend': 'red',
  'tenant.reactivate': 'green',
  'tenant.credits_allocate': 'brand',
  'tenant.tier_change': 'blue',
  'tier.update': 'blue',
  'tenant.trial_extend': 'amber',
};

export function AuditActionBadge({ action }: { action: string }) {
  return (
    <Badge tone={TONES[action] ?? 'neutral'}>{AUDIT_ACTIONS[action as keyof typeof AUDIT_ACTIONS] ?? action}</Badge>
  );
}

/** What the action was about: the tenant's company, a tier, or a test message's recipient. */
export function auditTarget(entry: TAuditEntry): string {
  if (entry.targetName) return entry.targetName;
  if (entry.targetType === 'tier') return `Tier ${String(entry.after?.name ?? entry.before?.name ?? '')}`.trim();
  if (entry.targetType === 'business') return 'Deleted tenant';
  return entry.targetId ?? entry.targetType;
}
