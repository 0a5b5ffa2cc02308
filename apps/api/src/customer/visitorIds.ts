// Signed visitor ids (issue 14 item 3, DESIGN §7 "Visitor, cart and customer identities are issued and
// signed by the server; a forged id is refused"). The server issues user and cart ids as
// `<uuid>_<signature>`: the signature is HMAC-SHA256 under the key ring's visitor-id key
// (auth/keyring.ts), base64url, cut to 22 characters (132 bits). A cart id's signature also covers its
// user's uuid, so a cart id only works together with the user id it was issued to. Anything that does not
// verify (forged, unsigned, another user's cart, another server's key) is treated exactly like a missing
// id. Inside the API the ids stay bare uuids (context.userId, the uuid columns); only the wire is signed.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { keyRingFor } from '../auth/keyring';
import { isUuid } from '../shop/validation';

export const SIGNATURE_LENGTH = 22;
const SEPARATOR = '_';

export interface IssuedVisitor {
  /** Bare uuids, as stored. */
  readonly userUuid: string;
  readonly cartUuid: string;
  /** Signed ids for the wire (cookies, X-User-Id, cartId arguments). */
  readonly userId: string;
  readonly cartId: string;
}

export interface VisitorIds {
  /** New ids for a new visitor; nothing is written until the visitor's first write. */
  issue(): IssuedVisitor;
  signUser(userUuid: string): string;
  signCart(cartUuid: string, userUuid: string): string;
  /** The bare uuid of a signed user id (X-User-Id), or null when it does not verify. */
  verifyUser(wireId: string | undefined): string | null;
  /** The bare uuid of a signed cart id issued to `userUuid`, or null when it does not verify. */
  verifyCart(wireId: string, userUuid: string | null): string | null;
}

function userMessage(userUuid: string): string {
  return `user:${userUuid}`;
}

function cartMessage(cartUuid: string, userUuid: string): string {
  return `cart:${cartUuid}:${userUuid}`;
}

/** `serverSecret` is RANZEN_API_SECRET as the API reads it (one secret or "new,old"). */
export function createVisitorIds(serverSecret: string): VisitorIds {
  const keys = keyRingFor(serverSecret).keys('visitorId');
  const signature = (key: Buffer, message: string) =>
    createHmac('sha256', key).update(message).digest('base64url').slice(0, SIGNATURE_LENGTH);
  const sign = (uuid: string, message: string) => `${uuid}${SEPARATOR}${signature(keys.current, message)}`;

  /** The uuid of `wireId` when its signature matches `message(uuid)` under any accepted key. */
  function verify(wireId: string, message: (uuid: string) => string): string | null {
    const separatorAt = wireId.indexOf(SEPARATOR);
    if (separatorAt < 0) return null;
    const uuid = wireId.slice(0, separatorAt).toLowerCase();
    const given = Buffer.from(wireId.slice(separatorAt + 1));
    if (!isUuid(uuid) || given.length !== SIGNATURE_LENGTH) return null;
    const matches = keys.accepted.some((key) =>
      timingSafeEqual(given, Buffer.from(signature(key, message(uuid)))),
    );
    return matches ? uuid : null;
  }

  const visitorIds: VisitorIds = {
    issue() {
      const userUuid = randomUUID();
      const cartUuid = randomUUID();
      return {
        userUuid,
        cartUuid,
        userId: visitorIds.signUser(userUuid),
        cartId: visitorIds.signCart(cartUuid, userUuid),
      };
    },
    signUser: (userUuid) => sign(userUuid, userMessage(userUuid)),
    signCart: (cartUuid, userUuid) => sign(cartUuid, cartMessage(cartUuid, userUuid)),
    verifyUser: (wireId) => (wireId ? verify(wireId.trim(), userMessage) : null),
    verifyCart: (wireId, userUuid) =>
      userUuid ? verify(wireId, (cartUuid) => cartMessage(cartUuid, userUuid)) : null,
  };
  return visitorIds;
}
