// The one-time payment reference (issue 16 item 4): `<payment uuid>_<signature>`, where the signature is
// HMAC-SHA256 under the key ring's payment-reference key (auth/keyring.ts), base64url, 22 characters. It
// names one payment attempt (db/schema/payments.ts) in the sandbox page's URL and in the card form the
// storefront posts; only the server can make one, so the page's buttons need no other CSRF token: a
// forged, altered or guessed reference answers exactly like an unknown one. "One-time" is the row's
// state: once the attempt has left `pending` the reference opens nothing any more.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { keyRingFor } from '../auth/keyring';
import { isUuid } from '../shop/validation';

const SIGNATURE_LENGTH = 22;
const SEPARATOR = '_';
/** A uuid, the separator and the signature; longer input is refused unread. */
export const PAYMENT_REFERENCE_LENGTH = 36 + SEPARATOR.length + SIGNATURE_LENGTH;

export interface PaymentReferences {
  sign(paymentId: string): string;
  /** The payment uuid of a reference this server made, or null. */
  verify(reference: string): string | null;
}

/** `serverSecret` is RANZEN_API_SECRET as the API reads it (one secret or "new,old"). */
export function createPaymentReferences(serverSecret: string): PaymentReferences {
  const keys = keyRingFor(serverSecret).keys('paymentReference');
  const signature = (key: Buffer, paymentId: string) =>
    createHmac('sha256', key).update(`payment:${paymentId}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
  return {
    sign: (paymentId) => `${paymentId}${SEPARATOR}${signature(keys.current, paymentId)}`,
    verify(reference) {
      if (reference.length !== PAYMENT_REFERENCE_LENGTH) return null;
      const paymentId = reference.slice(0, 36).toLowerCase();
      if (reference[36] !== SEPARATOR || !isUuid(paymentId)) return null;
      const given = Buffer.from(reference.slice(37));
      if (given.length !== SIGNATURE_LENGTH) return null;
      const matches = keys.accepted.some((key) =>
        timingSafeEqual(given, Buffer.from(signature(key, paymentId))),
      );
      return matches ? paymentId : null;
    },
  };
}
