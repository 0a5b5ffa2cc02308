// Key ring (issue 14 item 1: "signing keys can be rotated (two keys accepted during a rotation)"): each use
// gets its own key, the first secret of "new,old" signs and every one verifies, here shown on rating links.
import { describe, expect, it } from 'vitest';
import { createRatingLinkCipher, ratingLinkPayload } from '../rating/ratingLink';
import { keyRingFor } from './keyring';

describe('key ring', () => {
  it('derives a different key for tokens, rating links and visitor ids', () => {
    const ring = keyRingFor('one-secret');
    const keys = [ring.keys('token'), ring.keys('ratingLink'), ring.keys('visitorId')].map((k) =>
      k.current.toString('hex'),
    );
    expect(new Set(keys).size).toBe(3);
    expect(keys).not.toContain(Buffer.from('one-secret').toString('hex'));
  });

  it('signs with the first secret of "new,old" and accepts both', () => {
    const ring = keyRingFor(' new , old ,');
    expect(ring.keys('token').current).toEqual(keyRingFor('new').keys('token').current);
    expect(ring.keys('token').accepted).toEqual([
      keyRingFor('new').keys('token').current,
      keyRingFor('old').keys('token').current,
    ]);
    expect(() => keyRingFor(' , ')).toThrow(/RANZEN_API_SECRET/);
  });

  it('opens rating links of the old secret during a rotation, and no others', () => {
    const payload = ratingLinkPayload('100001', 0);
    const oldLink = createRatingLinkCipher('old').encrypt(payload);
    expect(createRatingLinkCipher('new,old').decrypt(oldLink)).toEqual(payload);
    expect(createRatingLinkCipher('new').decrypt(oldLink)).toBeNull();
    const newLink = createRatingLinkCipher('new,old').encrypt(payload);
    expect(createRatingLinkCipher('new').decrypt(newLink)).toEqual(payload);
  });
});
