// Our shipping rule (docs/not-shown.md), shared by cart totals and the free-shipping selling point.
import { describe, expect, it } from 'vitest';
import { STORE_FAMILIES } from '../store/storeConfig';
import { shippingCostCents } from './shipping';

describe('shippingCostCents', () => {
  it.each([
    [0, 'consumer', 0],
    [1, 'consumer', 495],
    [4999, 'consumer', 495],
    [5000, 'consumer', 0],
    [9999, 'b2b', 695],
    [10000, 'b2b', 0],
  ] as const)('%i cents in the %s family cost %i cents', (subtotal, family, expected) => {
    expect(shippingCostCents(subtotal, STORE_FAMILIES[family].shipping.rule)).toBe(expected);
  });
});
