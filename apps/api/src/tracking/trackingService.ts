// addTrackingEvents (storefront §7 "add tracking events (mutation)", §3.15). Input is validated at
// the boundary (DESIGN §7): bounded batch, bounded names and payloads, payloads must be JSON objects.
import type { Db } from '../db/client';
import { trackingEvents } from '../db/schema';
import type { TrackingEventInput } from '../generated/resolvers';
import { badInput } from '../shop/validation';

/** A page sends a handful of events at once; more in one request is abuse or a bug. */
export const MAX_TRACKING_BATCH = 20;
export const MAX_TRACKING_NAME_LENGTH = 64;
export const MAX_TRACKING_PAYLOAD_LENGTH = 4096;
const NAME_PATTERN = /^[A-Za-z0-9_.\- ]+$/;

export interface TrackingSource {
  readonly storeId: string;
  readonly userId: string | null;
}

function parsePayload(payload: string, index: number): Record<string, unknown> {
  if (payload.length > MAX_TRACKING_PAYLOAD_LENGTH) {
    throw badInput(`Payload of event ${index} is too long.`, `events.${index}.payload`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    throw badInput(`Payload of event ${index} is not JSON.`, `events.${index}.payload`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badInput(`Payload of event ${index} must be a JSON object.`, `events.${index}.payload`);
  }
  return parsed as Record<string, unknown>;
}

export function validateTrackingEvents(
  events: readonly TrackingEventInput[],
): { name: string; payload: Record<string, unknown> }[] {
  if (events.length > MAX_TRACKING_BATCH) {
    throw badInput(`At most ${MAX_TRACKING_BATCH} events per call.`, 'events');
  }
  return events.map((event, index) => {
    if (
      event.name.length === 0 ||
      event.name.length > MAX_TRACKING_NAME_LENGTH ||
      !NAME_PATTERN.test(event.name)
    ) {
      throw badInput(`Invalid name of event ${index}.`, `events.${index}.name`);
    }
    return { name: event.name, payload: parsePayload(event.payload, index) };
  });
}

/** Stores the whole batch or nothing (one insert); an empty batch is a no-op. */
export async function addTrackingEvents(
  db: Db,
  source: TrackingSource,
  events: readonly TrackingEventInput[],
): Promise<boolean> {
  const valid = validateTrackingEvents(events);
  if (valid.length === 0) return true;
  await db
    .insert(trackingEvents)
    .values(valid.map((event) => ({ ...event, storeId: source.storeId, userId: source.userId })));
  return true;
}
