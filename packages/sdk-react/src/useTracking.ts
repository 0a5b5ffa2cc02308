// Sends tracking events to the shop API (spec storefront §7 "add tracking events (mutation)",
// "Tracking for teaser clicks swallows failures"): fire and forget, a failure never reaches the page.
import type { ApolloClient } from '@apollo/client';
import { AddTrackingEventsDocument } from '@ranzen/sdk-core';
import { useCallback } from 'react';
import { useShopClient } from './shopClient';

export interface TrackingEvent {
  /** 'Meta', 'footer', 'view_promotion', … */
  readonly name: string;
  /** Sent JSON-encoded; must be a plain JSON object. */
  readonly payload: Readonly<Record<string, unknown>>;
}

export type Track = (events: readonly TrackingEvent[]) => void;

/**
 * Resolves once the call settled; never rejects (tracking must not break a page).
 *
 * @example
 * ```ts
 * await sendTrackingEvents(client, [{ name: 'footer', payload: { link: 'contact' } }]);
 * ```
 */
export async function sendTrackingEvents(
  client: ApolloClient,
  events: readonly TrackingEvent[],
): Promise<void> {
  if (events.length === 0) return;
  try {
    await client.mutate({
      mutation: AddTrackingEventsDocument,
      variables: { events: events.map(({ name, payload }) => ({ name, payload: JSON.stringify(payload) })) },
      errorPolicy: 'ignore',
      // The answer is never read: written to the cache it would make Apollo compare every watched
      // query again, about 50 ms of a 4x-throttled phone CPU after each page view (Lighthouse TBT).
      fetchPolicy: 'no-cache',
    });
  } catch {
    // Swallowed by design (spec §7): the page does not depend on analytics.
  }
}

/**
 * Sends tracking events to the shop API, fire and forget: a failure never reaches the page.
 *
 * @example
 * ```tsx
 * const track = useTracking();
 * track([{ name: 'footer', payload: { link: 'contact' } }]);
 * ```
 */
export function useTracking(): Track {
  const shopClient = useShopClient();
  return useCallback<Track>(
    (events) => {
      shopClient
        .load()
        .then((client) => sendTrackingEvents(client, events))
        .catch(() => {
          // Swallowed by design (spec §7): the page does not depend on analytics.
        });
    },
    [shopClient],
  );
}
