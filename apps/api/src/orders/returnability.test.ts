// Shopping §3 "Order": a shipment item's returnable and already-returned flags come from these rules.
import { describe, expect, it } from 'vitest';
import { RETURN_PERIOD_DAYS, returnableQuantity } from './returnability';

const now = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('returnableQuantity (shopping §3 shipment items)', () => {
  it('offers the delivered units not yet returned within the return period', () => {
    expect(
      returnableQuantity(
        { status: 'delivered', deliveredAt: daysAgo(3), quantity: 3, returnedQuantity: 1 },
        now,
      ),
    ).toBe(2);
    expect(
      returnableQuantity(
        { status: 'delivered', deliveredAt: daysAgo(RETURN_PERIOD_DAYS), quantity: 1, returnedQuantity: 0 },
        now,
      ),
    ).toBe(1);
  });

  it('offers nothing after the return period, before delivery, when cancelled or all returned', () => {
    expect(
      returnableQuantity(
        {
          status: 'delivered',
          deliveredAt: daysAgo(RETURN_PERIOD_DAYS + 1),
          quantity: 1,
          returnedQuantity: 0,
        },
        now,
      ),
    ).toBe(0);
    expect(
      returnableQuantity({ status: 'shipped', deliveredAt: null, quantity: 2, returnedQuantity: 0 }, now),
    ).toBe(0);
    expect(
      returnableQuantity({ status: 'cancelled', deliveredAt: null, quantity: 2, returnedQuantity: 0 }, now),
    ).toBe(0);
    expect(
      returnableQuantity(
        { status: 'delivered', deliveredAt: daysAgo(1), quantity: 2, returnedQuantity: 2 },
        now,
      ),
    ).toBe(0);
  });
});
