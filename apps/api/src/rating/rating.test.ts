// Rating links through GraphQL (spec storefront §2.2 rating page, §7 "decrypt rating data", §8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productIdForIndex } from '../seed/generate';
import { query, startTestApi, TEST_SECRETS, type TestApi } from '../testing/testApi';
import { createRatingLinkCipher, MAX_ENC_LENGTH, ratingLinkPayload } from './ratingLink';

const SECRET = 'rating-test-secret';
let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi({
    auth: { ...TEST_SECRETS, signingSecret: SECRET },
  });
});

afterAll(async () => {
  await harness?.stop();
});

interface Result {
  success: boolean;
  redirect: boolean;
  productId: string | null;
  message: string | null;
  errorMessage: string | null;
}

const DECRYPT = `query($enc: String!) { decryptRatingData(encryptedData: $enc) {
  success redirect productId message errorMessage } }`;

async function decrypt(enc: string, store = 'de'): Promise<Result> {
  return (await query<{ decryptRatingData: Result }>(harness, DECRYPT, { enc }, { store })).decryptRatingData;
}

const cipher = createRatingLinkCipher(SECRET);
const productId = productIdForIndex(3);

describe('decryptRatingData (spec storefront §2.2)', () => {
  it('reads a link made with the server key: success, a thank-you and the product to go to', async () => {
    expect(await decrypt(cipher.encrypt(ratingLinkPayload(productId)))).toEqual({
      success: true,
      redirect: true,
      productId,
      message: 'Vielen Dank! Hier können Sie Ihren Artikel jetzt bewerten.',
      errorMessage: null,
    });
  });

  it('answers in the store language', async () => {
    const result = await decrypt(cipher.encrypt(ratingLinkPayload(productId)), 'b2b-en');
    expect(result.message).toBe('Thank you! You can rate your item here.');
  });

  it('sends an expired link to its product with an error message', async () => {
    const expired = cipher.encrypt({ productId, expiresAt: Date.now() - 1000 });
    expect(await decrypt(expired)).toEqual({
      success: false,
      redirect: true,
      productId,
      message: 'Dieser Bewertungslink ist abgelaufen.',
      errorMessage: 'Dieser Bewertungslink ist abgelaufen.',
    });
  });

  it('refuses a changed, foreign, truncated or malformed value without a redirect', async () => {
    const valid = cipher.encrypt(ratingLinkPayload(productId));
    const flipped = `${valid.slice(0, -2)}${valid.endsWith('AA') ? 'AB' : 'AA'}`;
    const foreign = createRatingLinkCipher('another-secret').encrypt(ratingLinkPayload(productId));
    for (const enc of [
      flipped,
      foreign,
      valid.slice(0, 20),
      'not base64!',
      '',
      'A'.repeat(MAX_ENC_LENGTH + 1),
    ]) {
      expect(await decrypt(enc)).toEqual({
        success: false,
        redirect: false,
        productId: null,
        message: 'Dieser Bewertungslink ist ungültig.',
        errorMessage: 'Dieser Bewertungslink ist ungültig.',
      });
    }
  });

  it('refuses a valid link for a product that does not exist', async () => {
    const result = await decrypt(cipher.encrypt(ratingLinkPayload('no-such-product')));
    expect(result).toMatchObject({ success: false, redirect: false, productId: null });
  });

  it('never makes the same value twice for the same product (random IV)', () => {
    const payload = ratingLinkPayload(productId);
    expect(cipher.encrypt(payload)).not.toBe(cipher.encrypt(payload));
  });
});
