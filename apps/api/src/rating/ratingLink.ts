// Rating links (spec storefront §2.2, §7 "decrypt rating data"): the enc value of /rating?enc=... is
// AES-256-GCM over a small JSON payload, so a link cannot be read or forged without the API's key.
// The key comes from the API's key ring (RANZEN_API_SECRET, auth/keyring.ts) under its own label, so the
// token-signing key and the rating key never coincide; during a secret rotation links made with the old
// secret still open. Format (base64url): 12-byte IV, 16-byte GCM tag, ciphertext.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { keyRingFor } from '../auth/keyring';

/** Ours (docs/not-shown.md): a rating e-mail's link is valid this long. */
export const RATING_LINK_TTL_DAYS = 90;
/** Longer values are refused unread; a real link is about 100 characters. */
export const MAX_ENC_LENGTH = 1024;

const IV_BYTES = 12;
const TAG_BYTES = 16;
const DAY_MS = 86_400_000;

export interface RatingLinkPayload {
  readonly productId: string;
  /** Epoch milliseconds after which the link is expired. */
  readonly expiresAt: number;
}

export interface RatingLinkCipher {
  encrypt(payload: RatingLinkPayload): string;
  /** null for anything that is not a link this key made (tampered, truncated, another key). */
  decrypt(enc: string): RatingLinkPayload | null;
}

function decryptWith(key: Buffer, bytes: Buffer): RatingLinkPayload | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const parsed: unknown = JSON.parse(plain.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { p, e } = parsed as { p?: unknown; e?: unknown };
    if (typeof p !== 'string' || typeof e !== 'number') return null;
    return { productId: p, expiresAt: e };
  } catch {
    // Authentication failure: the value was not made with this key or was changed.
    return null;
  }
}

/** `serverSecret` is RANZEN_API_SECRET as the API reads it (one secret or "new,old"). */
export function createRatingLinkCipher(serverSecret: string): RatingLinkCipher {
  const keys = keyRingFor(serverSecret).keys('ratingLink');
  return {
    encrypt(payload) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
      const data = Buffer.from(JSON.stringify({ p: payload.productId, e: payload.expiresAt }), 'utf8');
      const ciphertext = Buffer.concat([cipher.update(data), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
    },
    decrypt(enc) {
      if (enc.length === 0 || enc.length > MAX_ENC_LENGTH || !/^[A-Za-z0-9_-]+$/.test(enc)) return null;
      const bytes = Buffer.from(enc, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      for (const key of keys.accepted) {
        const payload = decryptWith(key, bytes);
        if (payload) return payload;
      }
      return null;
    },
  };
}

/** The payload of a new link for a product, valid RATING_LINK_TTL_DAYS from `now`. */
export function ratingLinkPayload(productId: string, now = Date.now()): RatingLinkPayload {
  return { productId, expiresAt: now + RATING_LINK_TTL_DAYS * DAY_MS };
}
