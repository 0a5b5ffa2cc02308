// Key ring (issue 14, DESIGN §7 "No default secret outside development"): RANZEN_API_SECRET holds one
// server secret or, during a rotation, several separated by commas ("new,old"). The first signs, every one
// verifies, so tokens, rating links and visitor ids made before a rotation stay valid until the old
// secret is removed. Each use gets its own key derived by HKDF-SHA256 under its own label, so a value
// made for one purpose is never accepted for another.
import { hkdfSync } from 'node:crypto';

/** The HKDF label of each purpose; the rating link keeps the label its links were always made with. */
const PURPOSE_LABELS = {
  token: 'ranzen bearer token v1',
  ratingLink: 'ranzen rating link v1',
  visitorId: 'ranzen visitor id v1',
  customerSession: 'ranzen customer session v1',
  paymentReference: 'ranzen payment reference v1',
  uploadSignature: 'ranzen upload signature v1',
} as const;

export type KeyPurpose = keyof typeof PURPOSE_LABELS;

export interface PurposeKeys {
  /** Signs (or encrypts) everything new. */
  readonly current: Buffer;
  /** Accepted when checking: the current key first, then the keys of older secrets. */
  readonly accepted: readonly Buffer[];
}

export interface KeyRing {
  keys(purpose: KeyPurpose): PurposeKeys;
}

/** The secrets of a "new,old" list, first the one that signs; blanks are ignored. */
export function splitServerSecret(serverSecret: string): string[] {
  return serverSecret
    .split(',')
    .map((secret) => secret.trim())
    .filter((secret) => secret !== '');
}

function createKeyRing(serverSecret: string): KeyRing {
  const secrets = splitServerSecret(serverSecret);
  if (secrets.length === 0) throw new Error('The server secret (RANZEN_API_SECRET) is empty.');
  const derive = (purpose: KeyPurpose): PurposeKeys => {
    const accepted = secrets.map((secret) =>
      Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), PURPOSE_LABELS[purpose], 32)),
    );
    return { current: accepted[0] as Buffer, accepted };
  };
  const byPurpose = Object.fromEntries(
    (Object.keys(PURPOSE_LABELS) as KeyPurpose[]).map((purpose) => [purpose, derive(purpose)]),
  ) as Record<KeyPurpose, PurposeKeys>;
  return { keys: (purpose) => byPurpose[purpose] };
}

const ringsBySecret = new Map<string, KeyRing>();

/** The key ring of a server secret, derived once per process. */
export function keyRingFor(serverSecret: string): KeyRing {
  let ring = ringsBySecret.get(serverSecret);
  if (!ring) {
    ring = createKeyRing(serverSecret);
    ringsBySecret.set(serverSecret, ring);
  }
  return ring;
}
