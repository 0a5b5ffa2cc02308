// Upload signatures (spec shopping §5 "The image upload needs an upload signature", §7 "upload signature"):
// `<expires at, epoch ms>.<HMAC-SHA256 of the visitor and the expiry>` under the key ring's upload key
// (auth/keyring.ts). A signature only uploads for the visitor it was made for and until it expires, so an
// upload form cannot be replayed by another visitor or scripted forever from one signature.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { keyRingFor } from '../auth/keyring';

/** How long one signature uploads: longer than filling in a return, short enough to be worthless when leaked. */
export const UPLOAD_SIGNATURE_TTL_MS = 60 * 60 * 1000;
/** Longer values are refused unread; a real one is about 57 characters. */
const MAX_SIGNATURE_LENGTH = 128;

export interface UploadSignatures {
  sign(userId: string, now?: number): { signature: string; expiresAt: Date };
  /** Whether `signature` was made for `userId` and has not expired. */
  verify(signature: string, userId: string, now?: number): boolean;
}

export function createUploadSignatures(serverSecret: string): UploadSignatures {
  const keys = keyRingFor(serverSecret).keys('uploadSignature');
  const mac = (key: Buffer, userId: string, expiresAt: number) =>
    createHmac('sha256', key).update(`upload:${userId}:${expiresAt}`).digest('base64url');
  return {
    sign(userId, now = Date.now()) {
      const expiresAt = now + UPLOAD_SIGNATURE_TTL_MS;
      return {
        signature: `${expiresAt}.${mac(keys.current, userId, expiresAt)}`,
        expiresAt: new Date(expiresAt),
      };
    },
    verify(signature, userId, now = Date.now()) {
      if (signature.length > MAX_SIGNATURE_LENGTH) return false;
      const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(signature);
      if (!match) return false;
      const expiresAt = Number(match[1]);
      if (expiresAt <= now) return false;
      const given = Buffer.from(match[2] ?? '');
      return keys.accepted.some((key) => timingSafeEqual(given, Buffer.from(mac(key, userId, expiresAt))));
    },
  };
}
