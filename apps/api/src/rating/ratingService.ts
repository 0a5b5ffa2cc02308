// Decrypting a rating link (spec storefront §2.2, §8 "Rating page: the server message is shown as a
// success or error toast"; shopping §8 "Decrypt review data returns success, redirect, errorMessage").
import { MESSAGES, type MessageKey, translate } from '@ranzen/sdk-core/i18n';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { RatingDecryptResult } from '../generated/resolvers';
import type { RatingLinkCipher } from './ratingLink';

function failure(store: StoreConfig, key: MessageKey, productId: string | null): RatingDecryptResult {
  const message = translate(MESSAGES[store.messages], key);
  // An expired link still knows its product: the visitor lands there with the error toast.
  return { success: false, redirect: productId !== null, productId, message, errorMessage: message };
}

/**
 * A readable, unexpired link for an existing product: success with a thank-you and a redirect to
 * the product. Expired: an error message, still with the redirect. Unreadable, tampered or for an
 * unknown product: an error message and no redirect (the storefront answers 404).
 */
export async function decryptRatingData(
  db: Db,
  cipher: RatingLinkCipher,
  store: StoreConfig,
  encryptedData: string,
  now = Date.now(),
): Promise<RatingDecryptResult> {
  const payload = cipher.decrypt(encryptedData.trim());
  if (!payload) return failure(store, 'vue.rating.message.invalid', null);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, payload.productId));
  if (!product) return failure(store, 'vue.rating.message.invalid', null);
  if (payload.expiresAt <= now) return failure(store, 'vue.rating.message.expired', product.id);
  const message = translate(MESSAGES[store.messages], 'vue.rating.message.success');
  return { success: true, redirect: true, productId: product.id, message, errorMessage: null };
}
