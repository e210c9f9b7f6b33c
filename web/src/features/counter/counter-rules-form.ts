import { type TCounterRules, ZCounterRules } from '@regulars/contracts';
import { z } from 'zod';

/** A shift's length the form offers when the business asks for a PIN on every action (and so has none saved). */
export const DEFAULT_SHIFT_MINUTES = 15;

/** The rules as the form holds them: how staff sign in, the minutes and the amount as typed. */
export type TCounterRulesForm = {
  signIn: 'action' | 'shift';
  shiftMinutes: string;
  managerPinForRedemptions: boolean;
  managerPinForUndo: boolean;
  /** Empty: no purchase needs a manager's PIN. */
  managerPinPurchaseAbove: string;
};

export function rulesFormValues(rules: TCounterRules): TCounterRulesForm {
  return {
    signIn: rules.shiftMinutes === 0 ? 'action' : 'shift',
    shiftMinutes: String(rules.shiftMinutes === 0 ? DEFAULT_SHIFT_MINUTES : rules.shiftMinutes),
    managerPinForRedemptions: rules.managerPinForRedemptions,
    managerPinForUndo: rules.managerPinForUndo,
    managerPinPurchaseAbove: rules.managerPinPurchaseAbove === null ? '' : String(rules.managerPinPurchaseAbove),
  };
}

// Text that is not a number becomes NaN, which the contract refuses in its own words.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * The form's values as the contract's rules, checked by the contract: its messages land on the fields of the same
 * names (shiftMinutes, managerPinPurchaseAbove), so no message is written twice.
 */
export const ZCounterRulesForm = z
  .object({
    signIn: z.enum(['action', 'shift']),
    shiftMinutes: z.string(),
    managerPinForRedemptions: z.boolean(),
    managerPinForUndo: z.boolean(),
    managerPinPurchaseAbove: z.string(),
  })
  .transform(
    (form): TCounterRules => ({
      shiftMinutes: form.signIn === 'action' ? 0 : numberOf(form.shiftMinutes),
      managerPinForRedemptions: form.managerPinForRedemptions,
      managerPinForUndo: form.managerPinForUndo,
      managerPinPurchaseAbove:
        form.managerPinPurchaseAbove.trim() === '' ? null : numberOf(form.managerPinPurchaseAbove),
    }),
  )
  .pipe(ZCounterRules);
