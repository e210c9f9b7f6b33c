import { COUNTER_MESSAGES, type TCounterRules } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { rulesFormValues, type TCounterRulesForm, ZCounterRulesForm } from './counter-rules-form.ts';

const fresh: TCounterRules = {
  shiftMinutes: 15,
  managerPinForRedemptions: false,
  managerPinForUndo: false,
  managerPinPurchaseAbove: null,
};
const form = (change: Partial<TCounterRulesForm>): TCounterRulesForm => ({ ...rulesFormValues(fresh), ...change });
const messagesOf = (values: TCounterRulesForm) => {
  const result = ZCounterRulesForm.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('rulesFormValues', () => {
  it('shows a PIN on every action with the usual shift ready to choose', () => {
    expect(rulesFormValues({ ...fresh, shiftMinutes: 0 })).toMatchObject({ signIn: 'action', shiftMinutes: '15' });
  });

  it('shows a shift and an amount as saved', () => {
    expect(rulesFormValues({ ...fresh, shiftMinutes: 20, managerPinPurchaseAbove: 50.5 })).toMatchObject({
      signIn: 'shift',
      shiftMinutes: '20',
      managerPinPurchaseAbove: '50.5',
    });
  });
});

describe('ZCounterRulesForm', () => {
  it('saves a PIN on every action as 0 minutes, whatever the minutes field holds', () => {
    expect(ZCounterRulesForm.parse(form({ signIn: 'action', shiftMinutes: 'x' }))).toEqual({
      ...fresh,
      shiftMinutes: 0,
    });
  });

  it('saves a shift, the switches and an amount', () => {
    const values = form({ shiftMinutes: ' 20 ', managerPinForRedemptions: true, managerPinPurchaseAbove: '100' });
    expect(ZCounterRulesForm.parse(values)).toEqual({
      shiftMinutes: 20,
      managerPinForRedemptions: true,
      managerPinForUndo: false,
      managerPinPurchaseAbove: 100,
    });
  });

  it('reads an empty amount as no purchase needing a manager', () => {
    expect(ZCounterRulesForm.parse(form({ managerPinPurchaseAbove: '  ' })).managerPinPurchaseAbove).toBeNull();
  });

  it("says what is wrong in the contract's words, on the field", () => {
    for (const minutes of ['', 'ten', '721', '-1', '2.5']) {
      expect(messagesOf(form({ shiftMinutes: minutes }))).toEqual([['shiftMinutes', COUNTER_MESSAGES.shiftRange]]);
    }
    for (const amount of ['0', '-5', 'lots']) {
      expect(messagesOf(form({ managerPinPurchaseAbove: amount }))).toEqual([
        ['managerPinPurchaseAbove', COUNTER_MESSAGES.amountPositive],
      ]);
    }
  });
});
