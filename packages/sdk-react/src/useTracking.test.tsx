// useTracking (spec storefront §7: tracking events by mutation, failures swallowed).
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createShopCache } from '@ranzen/sdk-core';
import { cleanup, render } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { sendTrackingEvents, type Track, useTracking } from './useTracking';

type Answer = { data: Record<string, unknown>; errors?: { message: string }[] };

function clientWith(answer: () => Error | Answer) {
  const sent: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push({ name: operation.operationName, variables: operation.variables });
        const result = answer();
        if (result instanceof Error) observer.error(result);
        else {
          observer.next(result);
          observer.complete();
        }
      }),
  );
  return { client: new ApolloClient({ link, cache: createShopCache() }), sent };
}

afterEach(cleanup);

function Probe({ holder }: { readonly holder: { track?: Track } }) {
  holder.track = useTracking();
  return null;
}

describe('useTracking', () => {
  it('sends the events JSON-encoded through addTrackingEvents', async () => {
    const { client, sent } = clientWith(() => ({ data: { addTrackingEvents: true } }));
    const holder: { track?: Track } = {};
    render(
      <ApolloProvider client={client}>
        <Probe holder={holder} />
      </ApolloProvider>,
    );
    holder.track?.([{ name: 'footer', payload: { label: 'AGB', url: '/agb/' } }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([
      {
        name: 'AddTrackingEvents',
        variables: { events: [{ name: 'footer', payload: '{"label":"AGB","url":"/agb/"}' }] },
      },
    ]);
  });

  it('leaves the cache alone, so no watched query is compared again (DESIGN §6 TBT)', async () => {
    const { client, sent } = clientWith(() => ({ data: { addTrackingEvents: true } }));
    await sendTrackingEvents(client, [{ name: 'Meta', payload: {} }]);
    expect(sent).toHaveLength(1);
    expect(client.cache.extract()).toEqual({});
  });

  it('swallows network and GraphQL failures', async () => {
    const failing = clientWith(() => new Error('offline'));
    await expect(
      sendTrackingEvents(failing.client, [{ name: 'Meta', payload: {} }]),
    ).resolves.toBeUndefined();
    const refused = clientWith(() => ({ data: {}, errors: [{ message: 'bad' }] }));
    await expect(
      sendTrackingEvents(refused.client, [{ name: 'Meta', payload: {} }]),
    ).resolves.toBeUndefined();
  });

  it('sends nothing for an empty batch', async () => {
    const { client, sent } = clientWith(() => ({ data: { addTrackingEvents: true } }));
    await sendTrackingEvents(client, []);
    expect(sent).toEqual([]);
  });
});
