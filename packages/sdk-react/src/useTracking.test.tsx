// useTracking (spec storefront §7: tracking events by mutation, failures swallowed).
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answeringLink, createTestClient, type OperationAnswer, ShopTestProvider } from './testing';
import { sendTrackingEvents, type Track, useTracking } from './useTracking';

function clientWith(answer: OperationAnswer) {
  const { link, operations } = answeringLink(answer);
  return { link, client: createTestClient({ link }), sent: operations };
}

afterEach(cleanup);

function Probe({ holder }: { readonly holder: { track?: Track } }) {
  holder.track = useTracking();
  return null;
}

describe('useTracking', () => {
  it('sends the events JSON-encoded through addTrackingEvents', async () => {
    const { link, sent } = clientWith(() => ({ data: { addTrackingEvents: true } }));
    const holder: { track?: Track } = {};
    render(
      <ShopTestProvider link={link}>
        <Probe holder={holder} />
      </ShopTestProvider>,
    );
    holder.track?.([{ name: 'footer', payload: { label: 'AGB', url: '/agb/' } }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([
      {
        operationName: 'AddTrackingEvents',
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
    const failing = clientWith(() => {
      throw new Error('offline');
    });
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
