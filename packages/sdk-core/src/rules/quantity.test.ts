// spec shopping §4 "Quantity field", §9 "generic quantity field maximum 999, minimum 1".
import { describe, expect, it } from 'vitest';
import { minusIsDelete, normaliseQuantity, plusIsDisabled, QUANTITY_MAX } from './quantity';

describe('quantity field rules (shopping §4, §9)', () => {
  it('clamps above the maximum with the limit-exceeded signal', () => {
    expect(normaliseQuantity(QUANTITY_MAX + 1)).toEqual({ quantity: 999, signal: 'limitExceeded' });
    expect(normaliseQuantity(11, { max: 10 })).toEqual({ quantity: 10, signal: 'limitExceeded' });
    expect(normaliseQuantity(10, { max: 10 })).toEqual({ quantity: 10, signal: null });
  });

  it('raises below the minimum with the minimum-exceeded signal', () => {
    expect(normaliseQuantity(4, { min: 5 })).toEqual({ quantity: 5, signal: 'minimumExceeded' });
    expect(normaliseQuantity(5, { min: 5 })).toEqual({ quantity: 5, signal: null });
    expect(normaliseQuantity(0)).toEqual({ quantity: 1, signal: 'minimumExceeded' });
  });

  it('deletes at zero only when delete-on-zero is set', () => {
    expect(normaliseQuantity(0, { deleteOnZero: true })).toEqual({ quantity: 0, signal: 'delete' });
    expect(normaliseQuantity(1, { deleteOnZero: true })).toEqual({ quantity: 1, signal: null });
  });

  it('turns minus into delete at or below 1 or at the minimum, and disables plus at the maximum', () => {
    expect(minusIsDelete(1)).toBe(true);
    expect(minusIsDelete(2)).toBe(false);
    expect(minusIsDelete(10, { min: 10 })).toBe(true);
    expect(minusIsDelete(11, { min: 10 })).toBe(false);
    expect(plusIsDisabled(999)).toBe(true);
    expect(plusIsDisabled(998)).toBe(false);
  });
});
