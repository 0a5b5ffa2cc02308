// The shop client's request links load with the first request (decision 0031, DESIGN §6 first-load
// budget): nothing is loaded for a client that only reads its restored cache, the chain is loaded once,
// and a chunk that could not be fetched fails only the operation that needed it.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { deferredLink } from './deferredLink';

const PING = parse('query Ping { ping }');
const pong = new ApolloLink(() => of({ data: { ping: 'pong' } }));

function clientWith(load: () => Promise<ApolloLink>) {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: PING, data: { ping: 'restored' } });
  return new ApolloClient({ cache, link: deferredLink(load) });
}

describe('deferredLink', () => {
  it('loads nothing while the cache answers, and the chain once for every later request', async () => {
    const load = vi.fn(async () => pong);
    const client = clientWith(load);
    expect((await client.query({ query: PING })).data).toEqual({ ping: 'restored' });
    expect(load).not.toHaveBeenCalled();
    const answers = await Promise.all([
      client.query({ query: PING, fetchPolicy: 'network-only' }),
      client.query({ query: PING, fetchPolicy: 'no-cache' }),
    ]);
    await client.query({ query: PING, fetchPolicy: 'network-only' });
    expect(answers.map((answer) => answer.data)).toEqual([{ ping: 'pong' }, { ping: 'pong' }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the request whose chain could not be loaded, and loads again for the next one', async () => {
    const load = vi
      .fn<() => Promise<ApolloLink>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(pong);
    const client = clientWith(load);
    await expect(client.query({ query: PING, fetchPolicy: 'network-only' })).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect((await client.query({ query: PING, fetchPolicy: 'network-only' })).data).toEqual({ ping: 'pong' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
