import { fromMinorUnits, type TCounterRules, toMinorUnits } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb, TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';

const rulesColumns = {
  shiftMinutes: businesses.counterShiftMinutes,
  managerPinForRedemptions: businesses.managerPinForRedemptions,
  managerPinForUndo: businesses.managerPinForUndo,
  purchaseAboveMinor: businesses.managerPinPurchaseAboveMinor,
  currency: businesses.currency,
};

type TRulesRow = {
  shiftMinutes: number;
  managerPinForRedemptions: boolean;
  managerPinForUndo: boolean;
  purchaseAboveMinor: number | null;
  currency: string;
};

function toRules(row: TRulesRow): TCounterRules {
  return {
    shiftMinutes: row.shiftMinutes,
    managerPinForRedemptions: row.managerPinForRedemptions,
    managerPinForUndo: row.managerPinForUndo,
    managerPinPurchaseAbove:
      row.purchaseAboveMinor === null ? null : fromMinorUnits(row.purchaseAboveMinor, row.currency),
  };
}

/** What the business asks of its counters: how long a shift lasts, and what needs a manager's PIN. */
export async function getCounterRules({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TCounterRules> {
  const [row] = await db.select(rulesColumns).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!row) throw new Error('The business of this request has no row');
  return toRules(row);
}

export async function updateCounterRules({
  db,
  businessId,
  actor,
  input,
}: {
  db: TDb;
  businessId: string;
  actor: TBusinessActor;
  input: TCounterRules;
}): Promise<TCounterRules> {
  return db.transaction(async (tx) => {
    // The amount is in the business's currency (a change of currency after this leaves the number as it is).
    const [{ currency }] = await tx
      .select({ currency: businesses.currency })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    const [row] = await tx
      .update(businesses)
      .set({
        counterShiftMinutes: input.shiftMinutes,
        managerPinForRedemptions: input.managerPinForRedemptions,
        managerPinForUndo: input.managerPinForUndo,
        managerPinPurchaseAboveMinor:
          input.managerPinPurchaseAbove === null ? null : toMinorUnits(input.managerPinPurchaseAbove, currency),
      })
      .where(eq(businesses.id, businessId))
      .returning(rulesColumns);
    if (!row) throw new Error('The business of this request has no row');
    const rules = toRules(row);
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'counter_rules.update',
        targetType: 'business',
        targetId: businessId,
        details: rules,
      },
    });
    return rules;
  });
}
