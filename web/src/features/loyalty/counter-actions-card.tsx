import type { TAppliedMultipliers, TCategoryBonus } from '@regulars/contracts';
import { useState } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { CategoryBonusChoice } from './category-bonus-choice.tsx';
import { PurchaseMultipliers } from './purchase-multipliers.tsx';
import { RecordPurchaseForm } from './record-purchase-form.tsx';
import { RecordVisitButton } from './record-visit-button.tsx';
import { StampsPerActionField } from './stamps-per-action-field.tsx';

/**
 * The two things the counter records most: a visit, and a purchase with its amount, under what a purchase earns extra
 * now (a happy hour), the category bonuses to tick for it and, for a customer with a stamp card, how many stamps it
 * gives. Both sit at the top of their column, the visit button level with the amount field under its label, so the
 * amount's message (on a line of its own that is always there) moves neither.
 */
export function CounterActionsCard({
  customerId,
  multipliers,
  categoryBonuses,
  largestCard,
}: {
  customerId: string;
  /** What a purchase here gets now, shown above both before anything is recorded. */
  multipliers: TAppliedMultipliers | null;
  /** The category bonuses the cashier can tick for a purchase here. */
  categoryBonuses: TCategoryBonus[];
  /** The stamps the largest of the customer's stamp cards takes; null without a stamp card. */
  largestCard: number | null;
}) {
  const [categories, setCategories] = useState<string[]>([]);
  const [stamps, setStamps] = useState(1);
  // A bonus no longer offered here (another location, a deleted rule) is not sent.
  const ticked = categories.filter((c) => categoryBonuses.some((b) => b.category === c));
  // What is shown is what is sent: within the largest card, and one when the customer has no stamp card (any more).
  const given = largestCard === null ? 1 : Math.min(stamps, largestCard);
  return (
    <Card className="grid gap-5 p-4 sm:p-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
      <PurchaseMultipliers multipliers={multipliers} className="md:col-span-2" />
      <CategoryBonusChoice
        bonuses={categoryBonuses}
        chosen={ticked}
        onChange={setCategories}
        className="md:col-span-2"
      />
      {largestCard !== null && (
        <StampsPerActionField value={given} max={largestCard} onChange={setStamps} className="md:col-span-2" />
      )}
      <div className="md:pt-7">
        <RecordVisitButton customerId={customerId} stamps={given} onRecorded={() => setStamps(1)} />
      </div>
      <RecordPurchaseForm
        customerId={customerId}
        categories={ticked}
        stamps={given}
        onRecorded={() => {
          setCategories([]);
          setStamps(1);
        }}
      />
    </Card>
  );
}
