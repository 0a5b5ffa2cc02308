// Wish lists through the API (issue 19 items 1 and "Bad input and security"; spec shopping §3 "Wish list",
// "Wish list entry"; §4 "Wish list entry removal" with restore, replace variant, add from a product; §5 wish
// list quantity and its keys; §6 anonymous users use the single current list; §7 wish list queries and
// mutations; §9 quantity 0-9998).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress, type Session, shopInit } from '../cart/cartTestClient';
import { wishlistEntries, wishlists } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts';
import { DEMO_CLASS_LISTS } from '../seed/demoWishlists';
import {
  gql,
  type RequestOptions,
  registerTestCustomer,
  startTestApi,
  type TestApi,
} from '../testing/testApi';
import { customerTokenOf } from '../testing/testShopper';
import {
  addToList,
  createList,
  type ListData,
  listMutation,
  productsWithVariants,
  productWithMinimum,
  readWishlists,
  type SeedItem,
} from './wishlistTestClient';

let harness: TestApi;
let products: SeedItem[][];

beforeAll(async () => {
  harness = await startTestApi({ seedProducts: 300 });
  products = await productsWithVariants(harness, 4);
}, 180_000);

afterAll(async () => {
  await harness?.stop();
});

const db = () => harness.api.db;
const as = (session: Session) => ({ userId: session.userId, clientAddress: nextClientAddress() });

function variant(product: number, item = 0): SeedItem {
  const found = products[product]?.[item];
  if (!found) throw new Error('the seed has too few products with variants');
  return found;
}

function entryOf(list: ListData | null | undefined, itemId: string) {
  return list?.entries.find((entry) => entry.item?.id === itemId);
}

async function storedEntries(listId: string) {
  return db().select().from(wishlistEntries).where(eq(wishlistEntries.wishlistId, listId));
}

describe('the merkzettel of an anonymous visitor (shopping §3 "one special note list", §6 single current list)', () => {
  it('answers an empty merkzettel without writing anything, then keeps what is added', async () => {
    const visitor = await shopInit(harness);
    const before = await readWishlists(harness, as(visitor));
    expect(before.merkzettel).toMatchObject({
      isDefault: true,
      entryCount: 0,
      role: 'CREATOR',
      active: true,
    });
    expect(before.otherLists).toEqual([]);
    expect(await db().select().from(wishlists).where(eq(wishlists.id, before.merkzettel.externalId))).toEqual(
      [],
    );

    const item = variant(0);
    const added = await addToList(harness, null, { ...item, quantity: 2 }, as(visitor));
    expect(added).toMatchObject({ successful: true, errorMessage: null });
    expect(added.wishlist?.externalId).toBe(before.merkzettel.externalId);
    expect(entryOf(added.wishlist, item.itemId)).toMatchObject({
      quantity: 2,
      isSaleable: true,
      position: 0,
    });

    const again = await addToList(
      harness,
      before.merkzettel.externalId,
      { ...item, quantity: 3 },
      as(visitor),
    );
    expect(again.wishlist?.entries).toHaveLength(1);
    expect(entryOf(again.wishlist, item.itemId)?.quantity).toBe(5);
    const reread = await readWishlists(harness, as(visitor));
    expect(reread.merkzettel.entryCount).toBe(1);
  });

  it('refuses named lists to anonymous visitors (they use the merkzettel only)', async () => {
    const visitor = await shopInit(harness);
    const created = await createList(harness, 'Klasse 1a', as(visitor));
    expect(created).toMatchObject({ successful: false, errorMessage: 'vue.user.error.notLoggedIn' });
    expect(created.wishlist).toBeNull();
  });

  it('asks for a user id like the other visitor operations', async () => {
    const response = await readWishlists(harness, { clientAddress: nextClientAddress() }).catch(
      (error: Error) => error.message,
    );
    expect(response).toContain('A valid user id is required.');
  });
});

describe('quantities (shopping §5 wish list quantity, §9 0 to 9998)', () => {
  let visitor: Session;
  let listId: string;
  let entryId: string;
  const item = () => variant(1);

  beforeAll(async () => {
    visitor = await shopInit(harness);
    const added = await addToList(harness, null, { ...item(), quantity: 4 }, as(visitor));
    listId = added.wishlist?.externalId ?? '';
    entryId = entryOf(added.wishlist, item().itemId)?.externalId ?? '';
  });

  const change = (quantity: number) =>
    listMutation(
      harness,
      'changeWishlistQuantity',
      '$id: ID!, $entry: WishlistQuantityInput!',
      'externalId: $id, entry: $entry',
      { id: listId, entry: { entryId, quantity } },
      as(visitor),
    );

  it.each([-1, 9999, 100_000])(
    'refuses %i with vue.buybox.text.quantity.error and changes nothing',
    async (quantity) => {
      const result = await change(quantity);
      expect(result).toMatchObject({ successful: false, errorMessage: 'vue.buybox.text.quantity.error' });
      expect(entryOf(result.wishlist, item().itemId)?.quantity).toBe(4);
      expect((await storedEntries(listId)).map((entry) => entry.quantity)).toEqual([4]);
    },
  );

  it('refuses adding out of bounds too, writing no entry', async () => {
    const other = variant(1, 1);
    const result = await addToList(harness, listId, { ...other, quantity: 9999 }, as(visitor));
    expect(result.errorMessage).toBe('vue.buybox.text.quantity.error');
    expect(await storedEntries(listId)).toHaveLength(1);
  });

  it('accepts 0 and the maximum the item allows', async () => {
    expect(entryOf((await change(0)).wishlist, item().itemId)?.quantity).toBe(0);
    const max = Math.min(item().maxQuantity, 9998);
    expect(entryOf((await change(max)).wishlist, item().itemId)?.quantity).toBe(max);
    expect((await change(4)).successful).toBe(true);
  });

  it('refuses a quantity below the minimum order quantity with vue.pdp.minQuantity and the amount (B2B)', async () => {
    const b2bVisitor = await shopInit(harness, 'b2b-de');
    const product = await productWithMinimum(harness);
    const refused = await addToList(
      harness,
      null,
      { productId: product.productId, itemId: product.itemId, quantity: product.minimum - 1 },
      { ...as(b2bVisitor), store: 'b2b-de' },
    );
    expect(refused).toMatchObject({
      successful: false,
      errorMessage: 'vue.pdp.minQuantity',
      minQuantity: product.minimum,
    });
  });
});

describe('remove, restore and replace (shopping §4 "Wish list entry removal", replace variant)', () => {
  it('keeps a removed entry with its position and restores it with item and quantity', async () => {
    const visitor = await shopInit(harness);
    await addToList(harness, null, { ...variant(0), quantity: 1 }, as(visitor));
    const second = await addToList(harness, null, { ...variant(1), quantity: 3 }, as(visitor));
    await addToList(harness, null, { ...variant(2), quantity: 1 }, as(visitor));
    const listId = second.wishlist?.externalId ?? '';
    const entry = entryOf(second.wishlist, variant(1).itemId);
    const removed = await listMutation(
      harness,
      'removeFromWishlist',
      '$id: ID!, $entry: ID!',
      'externalId: $id, entryId: $entry',
      { id: listId, entry: entry?.externalId },
      as(visitor),
    );
    expect(removed.successful).toBe(true);
    expect(removed.wishlist?.entries.map((row) => row.position)).toEqual([0, 2]);
    expect(removed.wishlist?.removedEntries).toMatchObject([
      { externalId: entry?.externalId, position: 1, quantity: 3 },
    ]);

    const restored = await listMutation(
      harness,
      'restoreWishlistEntry',
      '$id: ID!, $entry: ID!',
      'externalId: $id, entryId: $entry',
      { id: listId, entry: entry?.externalId },
      as(visitor),
    );
    expect(restored.wishlist?.entries.map((row) => [row.position, row.quantity])).toEqual([
      [0, 1],
      [1, 3],
      [2, 1],
    ]);
    expect(restored.wishlist?.removedEntries).toEqual([]);
  });

  it('replaces the variant with the same quantity and position; another product is refused', async () => {
    const visitor = await shopInit(harness);
    const added = await addToList(harness, null, { ...variant(3), quantity: 7 }, as(visitor));
    const listId = added.wishlist?.externalId ?? '';
    const entryId = entryOf(added.wishlist, variant(3).itemId)?.externalId;
    const replace = (entry: { productId: string; itemId: string }) =>
      listMutation(
        harness,
        'replaceWishlistItem',
        '$id: ID!, $entryId: ID!, $entry: WishlistReplaceInput!',
        'externalId: $id, entryId: $entryId, entry: $entry',
        { id: listId, entryId, entry },
        as(visitor),
      );
    const replaced = await replace({ productId: variant(3).productId, itemId: variant(3, 1).itemId });
    expect(replaced.wishlist?.entries).toMatchObject([
      { externalId: entryId, quantity: 7, position: 0, item: { id: variant(3, 1).itemId } },
    ]);
    const foreign = await replace({ productId: variant(0).productId, itemId: variant(0).itemId });
    expect(foreign).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.itemNotFound' });
    expect(foreign.wishlist?.entries[0]?.item?.id).toBe(variant(3, 1).itemId);
  });
});

describe('named lists of a customer (shopping §7 create, rename, description, remove, set standard list)', () => {
  it('creates, describes, renames, makes standard and removes a list', async () => {
    const visitor = await shopInit(harness);
    const customerToken = await registerTestCustomer(harness, {}, as(visitor));
    const options = { ...as(visitor), customerToken };
    const created = await createList(harness, '  Klasse 1a ', options);
    expect(created.wishlist).toMatchObject({ name: 'Klasse 1a', isDefault: false, role: 'CREATOR' });
    const id = created.wishlist?.externalId ?? '';
    const call = (field: string, extra: Record<string, string>) =>
      listMutation(
        harness,
        field,
        ['$id: ID!', ...Object.keys(extra).map((key) => `$${key}: String!`)].join(', '),
        ['externalId: $id', ...Object.keys(extra).map((key) => `${key}: $${key}`)].join(', '),
        { id, ...extra },
        options,
      );
    expect((await call('renameWishlist', { name: '' })).fieldErrors).toEqual([
      { field: 'name', message: 'vue.form.error.requiredField' },
    ]);
    expect((await call('renameWishlist', { name: 'Klasse 2b' })).wishlist?.name).toBe('Klasse 2b');
    expect(
      (await call('setWishlistDescription', { description: 'Für den Schulanfang' })).wishlist?.description,
    ).toBe('Für den Schulanfang');
    expect((await call('setStandardWishlist', {})).wishlist?.isStandardList).toBe(true);
    const lists = await readWishlists(harness, options);
    expect(lists.otherLists.map((list) => [list.name, list.active])).toEqual([['Klasse 2b', true]]);
    expect(lists.merkzettel.active).toBe(false);

    // Adding without a list goes to the standard list.
    const added = await addToList(harness, null, { ...variant(0), quantity: 1 }, options);
    expect(added.wishlist?.externalId).toBe(id);

    expect((await call('removeWishlist', {})).successful).toBe(true);
    expect(await db().select().from(wishlists).where(eq(wishlists.id, id))).toEqual([]);
    expect(await storedEntries(id)).toEqual([]);
  });

  it('never removes or renames the merkzettel', async () => {
    const visitor = await shopInit(harness);
    const { merkzettel } = await readWishlists(harness, as(visitor));
    const removed = await listMutation(
      harness,
      'removeWishlist',
      '$id: ID!',
      'externalId: $id',
      { id: merkzettel.externalId },
      as(visitor),
    );
    expect(removed).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed' });
  });
});

describe('foreign ids answer like unknown ones (issue 19 "Bad input and security")', () => {
  it('hides another visitor’s list and entries behind the not-found answer', async () => {
    const owner = await shopInit(harness);
    const stranger = await shopInit(harness);
    const added = await addToList(harness, null, { ...variant(0), quantity: 1 }, as(owner));
    const listId = added.wishlist?.externalId ?? '';
    const entryId = added.wishlist?.entries[0]?.externalId;
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [listId, unknown, 'not-a-uuid']) {
      const answer = await addToList(harness, id, { ...variant(1), quantity: 1 }, as(stranger));
      expect(answer).toEqual({
        successful: false,
        errorMessage: 'vue.wishlist.error.notFound',
        minQuantity: null,
        fieldErrors: [],
        wishlist: null,
      });
    }
    const removed = await listMutation(
      harness,
      'removeFromWishlist',
      '$id: ID!, $entry: ID!',
      'externalId: $id, entryId: $entry',
      { id: listId, entry: entryId },
      as(stranger),
    );
    expect(removed.errorMessage).toBe('vue.wishlist.error.notFound');
    expect((await storedEntries(listId)).map((entry) => entry.removedAt)).toEqual([null]);
  });
});

describe('invite links and import (shopping §4 "Invite links ... shared lists can be imported")', () => {
  it('hands out a random revocable link; a revoked link imports nothing', async () => {
    const teacher = await shopInit(harness);
    const teacherOptions = {
      ...as(teacher),
      customerToken: await registerTestCustomer(harness, {}, as(teacher)),
    };
    const listId = (await createList(harness, 'Klasse 1a', teacherOptions)).wishlist?.externalId ?? '';
    const create = () =>
      gql<{ createWishlistInvite: { invite: { id: string; token: string; role: string } } }>(
        harness,
        'mutation($id: ID!) { createWishlistInvite(externalId: $id, role: EDITOR) { invite { id token role } } }',
        { id: listId },
        teacherOptions,
      );
    const { invite } = (await create()).data?.createWishlistInvite ?? { invite: null };
    // 32 random bytes in base64url: 256 bits.
    expect(invite?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const preview = await gql<{
      wishlistInvite: { listName: string; inviterName: string; role: string } | null;
    }>(
      harness,
      'query($token: String!) { wishlistInvite(token: $token) { listName inviterName role } }',
      { token: invite?.token },
      as(await shopInit(harness)),
    );
    expect(preview.data?.wishlistInvite).toEqual({
      listName: 'Klasse 1a',
      inviterName: 'Erika Muster',
      role: 'EDITOR',
    });

    const parent = await shopInit(harness);
    const parentOptions = {
      ...as(parent),
      customerToken: await registerTestCustomer(harness, {}, as(parent)),
    };
    const importWith = (token: string | undefined, options: RequestOptions) =>
      listMutation(harness, 'importSharedWishlist', '$token: String!', 'token: $token', { token }, options);
    expect((await importWith(invite?.token, as(parent))).errorMessage).toBe('vue.user.error.notLoggedIn');
    const revoked = await listMutation(
      harness,
      'revokeWishlistInvite',
      '$id: ID!, $invite: ID!',
      'externalId: $id, inviteId: $invite',
      { id: listId, invite: invite?.id },
      teacherOptions,
    );
    expect(revoked.successful).toBe(true);
    expect(await importWith(invite?.token, parentOptions)).toMatchObject({
      successful: false,
      errorMessage: 'vue.wishlist.error.inviteInvalid',
    });
    expect((await readWishlists(harness, parentOptions)).otherLists).toEqual([]);

    const fresh = (await create()).data?.createWishlistInvite.invite;
    const joined = await importWith(fresh?.token, parentOptions);
    expect(joined.wishlist).toMatchObject({ name: 'Klasse 1a', role: 'EDITOR', isEditor: true });
    expect((await readWishlists(harness, parentOptions)).otherLists.map((list) => list.externalId)).toEqual([
      listId,
    ]);
  });
});

describe('comments (shopping §3 "Wish list comment", §9 3 per entry)', () => {
  it('stores the text as written and answers the first 3 with the count', async () => {
    const visitor = await shopInit(harness);
    const options = { ...as(visitor), customerToken: await registerTestCustomer(harness, {}, as(visitor)) };
    const added = await addToList(harness, null, { ...variant(0), quantity: 1 }, options);
    const listId = added.wishlist?.externalId ?? '';
    const entryId = added.wishlist?.entries[0]?.externalId;
    const payload = '<script>alert(1)</script><img src=x onerror=alert(1)> javascript:alert(1)';
    const comment = (text: string) =>
      listMutation(
        harness,
        'addWishlistComment',
        '$id: ID!, $entry: ID!, $text: String!',
        'externalId: $id, entryId: $entry, comment: $text',
        { id: listId, entry: entryId, text },
        options,
      );
    for (const text of [payload, 'zwei', 'drei', 'vier']) expect((await comment(text)).successful).toBe(true);
    expect((await comment(' ')).errorMessage).toBe('vue.wishlist.error.comment');
    expect((await comment('x'.repeat(1001))).errorMessage).toBe('vue.wishlist.error.comment');
    const [entry] = (await readWishlists(harness, options)).merkzettel.entries;
    expect(entry?.commentCount).toBe(4);
    expect(entry?.comments.map((row) => row.comment)).toEqual([payload, 'zwei', 'drei']);
    expect(entry?.comments[0]).toMatchObject({ name: 'Erika Muster', isDeleteAllowed: true });
  });
});

describe('merge on login (shopping §4 sharedListMerged)', () => {
  it("moves the anonymous merkzettel's entries into the customer's, adding up quantities", async () => {
    const email = `merge.${randomUUID()}@ranzen.test`;
    const first = await shopInit(harness);
    const customerToken = await registerTestCustomer(harness, { email, password: 'geheim-123' }, as(first));
    await addToList(harness, null, { ...variant(0), quantity: 2 }, { ...as(first), customerToken });
    const anonymous = await shopInit(harness);
    await addToList(harness, null, { ...variant(0), quantity: 3 }, as(anonymous));
    await addToList(harness, null, { ...variant(1), quantity: 1 }, as(anonymous));
    const login = await gql<{
      login: { successfull: boolean; sharedListMerged: boolean; token: { token: string } };
    }>(
      harness,
      `mutation($email: String!) { login(email: $email, password: "geheim-123", stayLogged: false, mergeCart: true) {
        successfull sharedListMerged token { token } } }`,
      { email },
      as(anonymous),
    );
    expect(login.data?.login).toMatchObject({ successfull: true, sharedListMerged: true });
    const lists = await readWishlists(harness, {
      ...as(anonymous),
      customerToken: login.data?.login.token.token,
    });
    expect(lists.merkzettel.entries.map((entry) => [entry.item?.id, entry.quantity])).toEqual([
      [variant(0).itemId, 5],
      [variant(1).itemId, 1],
    ]);
    // The visitor's own merkzettel is empty now: logged out, the same visitor sees none of it.
    expect((await readWishlists(harness, as(anonymous))).merkzettel.entries).toEqual([]);
  });
});

describe("the demo customers' lists (README demo accounts; shopping §3 wish list, entry, comment)", () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account] as const))(
    '%s has a merkzettel with two entries and a class list with a description and a comment',
    async (_email, account) => {
      const visitor = await shopInit(harness);
      const customerToken = account.customerNumber
        ? await customerTokenOf(harness, account.customerNumber, DEMO_PASSWORD, 'b2b-de')
        : await customerTokenOf(harness, account.email, DEMO_PASSWORD);
      const lists = await readWishlists(harness, { ...as(visitor), customerToken });
      const demo = DEMO_CLASS_LISTS[account.userId];
      expect(lists.merkzettel.entries).toHaveLength(2);
      const classList = lists.otherLists.find((list) => list.name === demo.name);
      expect(classList).toMatchObject({ description: demo.description, role: 'CREATOR', entryCount: 3 });
      expect(classList?.entries[0]?.comments.map((comment) => comment.comment)).toEqual([demo.comment]);
      expect(classList?.entries.every((entry) => entry.isSaleable)).toBe(true);
    },
  );
});
