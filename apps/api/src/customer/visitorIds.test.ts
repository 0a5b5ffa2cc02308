// Signed visitor ids (issue 14 item 3, DESIGN §7 "Visitor, cart and customer identities are issued and
// signed by the server; a forged id is refused"): the format, cart ids bound to their user, rotation.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createVisitorIds, SIGNATURE_LENGTH } from './visitorIds';

const ids = createVisitorIds('visitor-test-secret');

describe('visitor ids', () => {
  it('issues <uuid>_<22-character base64url signature> ids that verify to the bare uuid', () => {
    const visitor = ids.issue();
    expect(visitor.userId).toMatch(/^[0-9a-f-]{36}_[A-Za-z0-9_-]{22}$/);
    expect(visitor.userId.startsWith(`${visitor.userUuid}_`)).toBe(true);
    expect(visitor.cartId.startsWith(`${visitor.cartUuid}_`)).toBe(true);
    expect(ids.verifyUser(visitor.userId)).toBe(visitor.userUuid);
    expect(ids.verifyCart(visitor.cartId, visitor.userUuid)).toBe(visitor.cartUuid);
  });

  it('refuses unsigned, tampered, swapped and foreign-key ids', () => {
    const visitor = ids.issue();
    const signature = visitor.userId.slice(-SIGNATURE_LENGTH);
    const forged = [
      visitor.userUuid,
      `${randomUUID()}_${signature}`,
      `${visitor.userUuid}_${'A'.repeat(SIGNATURE_LENGTH)}`,
      `${visitor.userId}x`,
      visitor.userId.slice(0, -1),
      visitor.cartId,
      createVisitorIds('another-secret').signUser(visitor.userUuid),
      '',
    ];
    for (const wireId of forged) expect(ids.verifyUser(wireId)).toBeNull();
    expect(ids.verifyUser(undefined)).toBeNull();
  });

  it('binds a cart id to the user it was issued to', () => {
    const owner = ids.issue();
    const stranger = ids.issue();
    expect(ids.verifyCart(owner.cartId, stranger.userUuid)).toBeNull();
    expect(ids.verifyCart(owner.cartId, null)).toBeNull();
    expect(ids.verifyCart(owner.cartUuid, owner.userUuid)).toBeNull();
    expect(ids.verifyCart(owner.userId, owner.userUuid)).toBeNull();
  });

  it('accepts ids of the old secret during a rotation ("new,old") and signs with the new one', () => {
    const before = createVisitorIds('old').issue();
    const rotating = createVisitorIds('new,old');
    expect(rotating.verifyUser(before.userId)).toBe(before.userUuid);
    expect(rotating.verifyCart(before.cartId, before.userUuid)).toBe(before.cartUuid);
    const during = rotating.issue();
    expect(createVisitorIds('new').verifyUser(during.userId)).toBe(during.userUuid);
    expect(createVisitorIds('old').verifyUser(during.userId)).toBeNull();
    expect(rotating.verifyUser(createVisitorIds('unknown').issue().userId)).toBeNull();
  });
});
