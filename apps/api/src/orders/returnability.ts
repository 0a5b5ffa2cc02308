// Which units of a shipment can still be returned (shopping §3 "Order" shipments' items with returnable and
// already-returned flags; issue 18). The order detail shows the flags; the returns flow offers the same
// units and, on submit, raises shipment_items.returned_quantity in the transaction that writes the return.
import type { ShipmentStatus } from '../db/schema';

/** Days after delivery within which a delivered unit can be returned (not shown in the spec: docs/orders.md). */
export const RETURN_PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ReturnableUnits {
  readonly status: ShipmentStatus;
  readonly deliveredAt: Date | null;
  /** Units of the order line in the shipment. */
  readonly quantity: number;
  /** Units of them already returned. */
  readonly returnedQuantity: number;
}

/** The units still returnable: delivered, within the return period, not yet returned. */
export function returnableQuantity(units: ReturnableUnits, now: Date): number {
  if (units.status !== 'delivered' || units.deliveredAt === null) return 0;
  if (now.getTime() - units.deliveredAt.getTime() > RETURN_PERIOD_DAYS * DAY_MS) return 0;
  return Math.max(0, units.quantity - units.returnedQuantity);
}
