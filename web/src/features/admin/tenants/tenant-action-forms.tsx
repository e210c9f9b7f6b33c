import {
  ADMIN_ACTION_MESSAGES,
  TRIAL_EXTENSION_MAX_DAYS,
  type TTenantDetail,
  ZExtendTrialRequest,
  ZSuspendTenantRequest,
  ZTenantCreditsRequest,
} from '@regulars/contracts';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { useTenantAction } from '../../../api/admin-logs.ts';
import { errorMessage } from '../../../api/client.ts';
import { useTiers } from '../../../api/tiers.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-number.ts';

type TOutcome = { tone: 'success' | 'error'; text: string } | null;

/** One action's submit: the contract's first message when the input breaks a rule, the server's words when it refuses. */
function useActionForm(tenantId: string) {
  const action = useTenantAction(tenantId);
  const [outcome, setOutcome] = useState<TOutcome>(null);
  async function run<S extends z.ZodType>(
    schema: S | null,
    input: unknown,
    send: (body: z.infer<S>) => Promise<unknown>,
    done: string,
  ): Promise<boolean> {
    setOutcome(null);
    const parsed = schema ? schema.safeParse(input) : { success: true as const, data: input };
    if (!parsed.success) {
      setOutcome({ tone: 'error', text: parsed.error.issues[0]?.message ?? 'Check the form and try again.' });
      return false;
    }
    try {
      await send(parsed.data as z.infer<S>);
      setOutcome({ tone: 'success', text: done });
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
      return false;
    }
  }
  return { action, outcome, run };
}

function Outcome({ outcome }: { outcome: TOutcome }) {
  if (!outcome) return null;
  return (
    <Alert tone={outcome.tone} data-testid="tenant-action-outcome">
      {outcome.text}
    </Alert>
  );
}

const submit = (fn: () => Promise<unknown>) => (event: FormEvent) => {
  event.preventDefault();
  void fn();
};

export function CreditsForm({ tenant }: { tenant: TTenantDetail }) {
  const { action, outcome, run } = useActionForm(tenant.id);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  return (
    <form
      className="space-y-3"
      onSubmit={submit(async () => {
        const ok = await run(
          ZTenantCreditsRequest,
          { amount: amount.trim() === '' ? undefined : Number(amount), reason },
          (body) => action.mutateAsync({ kind: 'credits', body }),
          ADMIN_ACTION_MESSAGES.creditsAllocated,
        );
        if (ok) {
          setAmount('');
          setReason('');
        }
      })}
    >
      <TextField
        id="tenant-credits-amount"
        label="Credits to add"
        type="number"
        inputMode="numeric"
        step={1}
        placeholder="e.g. 100"
        hint="A negative number takes credits back."
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <div className="space-y-1.5">
        <Label htmlFor="tenant-credits-reason">Reason</Label>
        <Textarea
          id="tenant-credits-reason"
          rows={2}
          placeholder="Shown in the credit log and the audit log"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <Outcome outcome={outcome} />
      <Button type="submit" loading={action.isPending} className="w-full sm:w-auto">
        Allocate credits
      </Button>
    </form>
  );
}

export function TierForm({ tenant }: { tenant: TTenantDetail }) {
  const { action, outcome, run } = useActionForm(tenant.id);
  const tiers = useTiers();
  const [tierId, setTierId] = useState(tenant.tier?.id ?? '');
  return (
    <form
      className="space-y-3"
      onSubmit={submit(() =>
        run(
          null,
          null,
          () => action.mutateAsync({ kind: 'tier', body: { tierId } }),
          ADMIN_ACTION_MESSAGES.tierChanged,
        ),
      )}
    >
      <div className="space-y-1.5">
        <Label htmlFor="tenant-tier">Tier</Label>
        <select
          id="tenant-tier"
          value={tierId}
          onChange={(e) => setTierId(e.target.value)}
          className={cn(fieldClasses, 'h-10')}
          disabled={!tiers.data}
        >
          {tiers.data?.map((tier) => (
            <option key={tier.id} value={tier.id}>
              {tier.name} · {formatMoney(tier.priceMonthly)}/month
            </option>
          ))}
        </select>
        <p className="text-xs text-gray-500">
          Limits and price follow at once. The subscription at the payment provider is not changed.
        </p>
      </div>
      <Outcome outcome={outcome} />
      <Button
        type="submit"
        loading={action.isPending}
        disabled={!tierId || tierId === tenant.tier?.id}
        className="w-full sm:w-auto"
      >
        Change tier
      </Button>
    </form>
  );
}

export function TrialForm({ tenant }: { tenant: TTenantDetail }) {
  const { action, outcome, run } = useActionForm(tenant.id);
  const [days, setDays] = useState('14');
  const onTrial = tenant.status === 'trial';
  return (
    <form
      className="space-y-3"
      onSubmit={submit(() =>
        run(
          ZExtendTrialRequest,
          { days: days.trim() === '' ? undefined : Number(days) },
          (body) => action.mutateAsync({ kind: 'trial', body }),
          ADMIN_ACTION_MESSAGES.trialExtended,
        ),
      )}
    >
      <p className="text-sm text-gray-600">
        {onTrial
          ? `The trial ends ${tenant.trialEndsAt ? formatLongDate(tenant.trialEndsAt) : 'when the plan says'}. The days are added to that date, or to today if it has passed.`
          : 'Only a tenant on a trial can have it extended.'}
      </p>
      <TextField
        id="tenant-trial-days"
        label="Days to add"
        type="number"
        inputMode="numeric"
        min={1}
        max={TRIAL_EXTENSION_MAX_DAYS}
        step={1}
        value={days}
        disabled={!onTrial}
        onChange={(e) => setDays(e.target.value)}
      />
      <Outcome outcome={outcome} />
      <Button type="submit" loading={action.isPending} disabled={!onTrial} className="w-full sm:w-auto">
        Extend trial
      </Button>
    </form>
  );
}

export function SuspensionForm({ tenant }: { tenant: TTenantDetail }) {
  const { action, outcome, run } = useActionForm(tenant.id);
  const [reason, setReason] = useState('');
  if (tenant.suspendedAt) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-gray-600">
          Reactivating lets the tenant's users change data and send messages again. Nothing was deleted.
        </p>
        <Outcome outcome={outcome} />
        <Button
          loading={action.isPending}
          className="w-full sm:w-auto"
          onClick={() =>
            void run(
              null,
              null,
              () => action.mutateAsync({ kind: 'reactivate' }),
              ADMIN_ACTION_MESSAGES.reactivatedDone,
            )
          }
        >
          Reactivate tenant
        </Button>
      </div>
    );
  }
  return (
    <form
      className="space-y-3"
      onSubmit={submit(async () => {
        const ok = await run(
          ZSuspendTenantRequest,
          { reason },
          (body) => action.mutateAsync({ kind: 'suspend', body }),
          ADMIN_ACTION_MESSAGES.suspendedDone,
        );
        if (ok) setReason('');
      })}
    >
      <p className="text-sm text-gray-600">
        The tenant's users keep seeing their data and can still pay, but cannot change anything or send messages until
        you reactivate it.
      </p>
      <div className="space-y-1.5">
        <Label htmlFor="tenant-suspend-reason">Reason</Label>
        <Textarea
          id="tenant-suspend-reason"
          rows={2}
          placeholder="Kept in the audit log; not shown to the tenant"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <Outcome outcome={outcome} />
      <Button type="submit" variant="danger" loading={action.isPending} className="w-full sm:w-auto">
        Suspend tenant
      </Button>
    </form>
  );
}
