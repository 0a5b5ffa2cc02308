import { describe, expect, it } from 'vitest';
import { RETURN_PARAMETERS } from './globalParameters';
import { areReturnPagesOn, RETURN_STEPS, returnStepAllowed, returnStepOf } from './returns';

const on = (entry: string, value = 'true') => ({ name: 'returns', entry, value });

describe('the return switches (spec shopping §2 "All return pages give 404 unless ...")', () => {
  it('opens the steps with the activation switch and the entry page only with both switches', () => {
    const activation = on(RETURN_PARAMETERS.activation.entry);
    const returnSwitch = on(RETURN_PARAMETERS.returnSwitch.entry);
    expect(areReturnPagesOn([activation], 'step')).toBe(true);
    expect(areReturnPagesOn([activation], 'entry')).toBe(false);
    expect(areReturnPagesOn([activation, returnSwitch], 'entry')).toBe(true);
    expect(areReturnPagesOn([returnSwitch], 'entry')).toBe(false);
    expect(areReturnPagesOn([on(RETURN_PARAMETERS.activation.entry, 'TRUE')], 'step')).toBe(false);
  });
});

describe('the step guards (spec shopping §2 "regulation empty, no selected items, or no carrier ...")', () => {
  const item = { id: 'line-1' };
  it('needs items for the regulations, a regulation for the carrier and a carrier for the confirmation', () => {
    const none = { items: [], regulation: null, carrier: null };
    expect(RETURN_STEPS.filter((step) => returnStepAllowed(step, none))).toEqual(['productselection']);
    const chosen = { items: [item], regulation: 'REFUND', carrier: null };
    expect(RETURN_STEPS.filter((step) => returnStepAllowed(step, chosen))).toEqual([
      'productselection',
      'regulations',
      'carrier',
    ]);
    expect(returnStepAllowed('confirm', { ...chosen, carrier: 'nolabel' })).toBe(true);
    expect(returnStepAllowed('carrier', { items: [], regulation: 'REFUND', carrier: 'dhl' })).toBe(false);
  });

  it('shows a loading state on the step that asked for the next options', () => {
    expect(returnStepOf('loadingRegulations')).toBe('productselection');
    expect(returnStepOf('loadingCarriers')).toBe('regulations');
    expect(returnStepOf('submitted')).toBe('confirm');
    expect(returnStepOf('closed')).toBeNull();
  });
});
