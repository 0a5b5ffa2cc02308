// Teaser wish lists and add-all-to-cart through the API (issue 19 "teaser lists from CMS with add-all-to-cart
// and its follow-up answers"; spec shopping §3 "Teaser wish lists (CMS-driven, held locally)"; §4 "Add-all-to-
// cart from a teaser list returns variantsToChoose, quantityChanged, maxInCart, successfullyAdded"; §6 "the
// delete button is hidden for teaser lists"; §7 "teaser totals, list from teaser id", "replace item in teaser
// list", "teaser-list conversions", "add products to cart from teaser list ... plus cartId").
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, nextClientAddress, readCartAs, type Session, shopInit, update } from '../cart/cartTestClient';
import { wishlistEntries, wishlists } from '../db/schema';
import { SEED_TEASER_ID } from '../seed/teaserWishlists';
import {
  gql,
  type RequestOptions,
  registerTestCustomer,
  startTestApi,
  type TestApi,
} from '../testing/testApi';
import { addToList, type ListData, listMutation, RESULT_FIELDS, readWishlists } from './wishlistTestClient';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi({ seedProducts: 300 });
}, 180_000);

afterAll(async () => {
  await harness?.stop();
});

const as = (session: Session): RequestOptions => ({
  userId: session.userId,
  clientAddress: nextClientAddress(),
});

interface Choice {
  entryId: string;
  itemId?: string | null;
  quantity: number;
}

interface TeaserEntry {
  externalId: string;
  quantity: number;
  isSaleable: boolean;
  product: { id: string; hasMultipleItems: boolean };
  item: { id: string; maxQuantity: number } | null;
  totals: { total: { amount: number } };
}

interface TeaserData {
  wishlist: Pick<ListData, 'externalId' | 'name' | 'isTeaser' | 'role' | 'allowed'> & {
    entries: TeaserEntry[];
  };
  total: { amount: number };
  openVariantCount: number;
}

const TEASER = `query($teaserId: ID!, $choices: [WishlistEntryChoiceInput!]) {
  teaserWishlist(teaserId: $teaserId, choices: $choices) {
    total { amount } openVariantCount
    wishlist { externalId name isTeaser role allowed { comment editEntries manageList share removeList }
      entries { externalId quantity isSaleable product { id hasMultipleItems } item { id maxQuantity }
        totals { total { amount } } } } } }`;

async function readTeaser(choices?: Choice[], teaserId = SEED_TEASER_ID) {
  return gql<{ teaserWishlist: TeaserData | null }>(harness, TEASER, { teaserId, choices: choices ?? null });
}

async function teaser(choices?: Choice[]): Promise<TeaserData> {
  const answer = (await readTeaser(choices)).data?.teaserWishlist;
  if (!answer) throw new Error('the seed has no teaser list');
  return answer;
}

interface CartLine {
  entryId: string;
  productId: string;
  itemId: string | null;
  quantity: number;
  addedQuantity: number;
  maxQuantity: number | null;
}

interface AddAllData {
  successful: boolean;
  errorMessage: string | null;
  variantsToChoose: CartLine[];
  quantityChanged: CartLine[];
  maxInCart: CartLine[];
  successfullyAdded: CartLine[];
  cart: {
    positionCount: number;
    items: { itemId: string; quantity: number; totalPrice: { amount: number } }[];
  } | null;
}

const LINE = 'entryId productId itemId quantity addedQuantity maxQuantity';
const ADD_ALL = `mutation($id: ID!, $cartId: ID!, $choices: [WishlistEntryChoiceInput!]) {
  addWishlistToCart(externalId: $id, cartId: $cartId, choices: $choices) {
    successful errorMessage variantsToChoose { ${LINE} } quantityChanged { ${LINE} } maxInCart { ${LINE} }
    successfullyAdded { ${LINE} } cart { positionCount items { itemId quantity totalPrice { amount } } } } }`;

async function addAll(
  session: Session,
  externalId: string,
  choices?: Choice[],
  options: RequestOptions = as(session),
): Promise<AddAllData> {
  const response = await gql<{ addWishlistToCart: AddAllData }>(
    harness,
    ADD_ALL,
    { id: externalId, cartId: session.cartId, choices: choices ?? null },
    options,
  );
  const result = response.data?.addWishlistToCart;
  if (!result) throw new Error(`addWishlistToCart failed: ${JSON.stringify(response.errors)}`);
  return result;
}

/** The seeded teaser's entries by role: the open variant, the one above its maximum, the plain ones. */
async function seededEntries() {
  const list = await teaser();
  const open = list.wishlist.entries.find((entry) => entry.item === null);
  const limited = list.wishlist.entries.find(
    (entry) => entry.item !== null && entry.quantity > entry.item.maxQuantity,
  );
  const plain = list.wishlist.entries.filter((entry) => entry !== open && entry !== limited);
  if (!open || !limited || plain.length === 0) throw new Error('the seeded teaser list lacks a case');
  return { list, open, limited, plain };
}

async function variantsOfProduct(productId: string): Promise<string[]> {
  const response = await gql<{ product: { items: { itemId: string }[] } | null }>(
    harness,
    'query($id: ID!) { product(productId: $id) { items { itemId } } }',
    { id: productId },
  );
  return response.data?.product?.items.map((item) => item.itemId) ?? [];
}

describe('the teaser list from its teaser id (shopping §3, §7 "list from teaser id", "teaser totals")', () => {
  it('answers a read-only list: viewer role, no action allowed, so no delete button (shopping §6)', async () => {
    const { list, open } = await seededEntries();
    expect(list.wishlist).toMatchObject({
      isTeaser: true,
      role: 'VIEWER',
      allowed: { comment: false, editEntries: false, manageList: false, share: false, removeList: false },
    });
    expect(open.product.hasMultipleItems).toBe(true);
    expect(list.openVariantCount).toBe(1);
    const sum = list.wishlist.entries.reduce((total, entry) => total + entry.totals.total.amount, 0);
    expect(list.total.amount).toBeCloseTo(sum, 2);
    expect(list.total.amount).toBeGreaterThan(0);
  });

  it('shows the visitor choices: another variant and quantity, totals at the server price', async () => {
    const { open, plain } = await seededEntries();
    const [variant] = await variantsOfProduct(open.product.id);
    const first = plain[0];
    if (!variant || !first) throw new Error('no variant');
    const chosen = await teaser([
      { entryId: open.externalId, itemId: variant, quantity: 3 },
      { entryId: first.externalId, quantity: first.quantity + 4 },
    ]);
    const shownOpen = chosen.wishlist.entries.find((entry) => entry.externalId === open.externalId);
    const shownFirst = chosen.wishlist.entries.find((entry) => entry.externalId === first.externalId);
    expect(shownOpen).toMatchObject({ quantity: 3, item: { id: variant } });
    expect(shownFirst?.quantity).toBe(first.quantity + 4);
    expect(chosen.openVariantCount).toBe(0);
    const unit = first.totals.total.amount / first.quantity;
    expect(shownFirst?.totals.total.amount).toBeCloseTo(unit * (first.quantity + 4), 2);
    // Nothing was stored: the list reads as before without the choices.
    expect((await teaser()).wishlist.entries).toEqual((await seededEntries()).list.wishlist.entries);
  });

  it('drops choices of an older version of the list, refuses a quantity out of 0-9998', async () => {
    const { list, open } = await seededEntries();
    const stale = await teaser([
      { entryId: randomUUID(), quantity: 2 },
      { entryId: open.externalId, itemId: '100000-99', quantity: 2 },
    ]);
    expect(stale.wishlist.entries.map((entry) => entry.quantity)).toEqual(
      list.wishlist.entries.map((entry) => entry.quantity),
    );
    const tooMany = await readTeaser([{ entryId: open.externalId, quantity: 9999 }]);
    expect(tooMany.errors?.[0]?.message).toBe('vue.buybox.text.quantity.error');
  });

  it('answers null for an unknown teaser id and bad input (never a 500) for a malformed one', async () => {
    expect((await readTeaser(undefined, 'no-such-teaser')).data?.teaserWishlist).toBeNull();
    const malformed = await readTeaser(undefined, '<script>');
    expect(malformed.status).toBe(200);
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('refuses every change of a teaser list, for anonymous visitors and customers alike', async () => {
    const { list, plain } = await seededEntries();
    const visitor = await shopInit(harness);
    const item = plain[0]?.item;
    const productId = plain[0]?.product.id;
    if (!item || !productId) throw new Error('no item');
    const refused = await addToList(
      harness,
      list.wishlist.externalId,
      { productId, itemId: item.id, quantity: 1 },
      as(visitor),
    );
    expect(refused).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed' });
    const removal = await listMutation(
      harness,
      'removeWishlist',
      '$id: ID!',
      'externalId: $id',
      { id: list.wishlist.externalId },
      as(visitor),
    );
    expect(removal).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed' });
    const stored = await harness.api.db
      .select()
      .from(wishlistEntries)
      .where(eq(wishlistEntries.wishlistId, list.wishlist.externalId));
    expect(stored).toHaveLength(list.wishlist.entries.length);
  });
});

describe('add-all-to-cart (shopping §4 the four answers, §7 "add products to cart from teaser list")', () => {
  it('sorts every line into one answer and adds the rest in one cart update', async () => {
    const { list, open, limited, plain } = await seededEntries();
    const visitor = await shopInit(harness);
    const result = await addAll(visitor, list.wishlist.externalId);
    expect(result).toMatchObject({ successful: true, errorMessage: null, maxInCart: [] });
    expect(result.variantsToChoose).toEqual([
      {
        entryId: open.externalId,
        productId: open.product.id,
        itemId: null,
        quantity: open.quantity,
        addedQuantity: 0,
        maxQuantity: null,
      },
    ]);
    const maximum = limited.item?.maxQuantity ?? 0;
    expect(result.quantityChanged).toEqual([
      expect.objectContaining({
        entryId: limited.externalId,
        quantity: limited.quantity,
        addedQuantity: maximum,
      }),
    ]);
    expect(result.successfullyAdded.map((line) => [line.entryId, line.addedQuantity])).toEqual(
      plain.map((entry) => [entry.externalId, entry.quantity]),
    );
    const cart = await readCartAs(harness, visitor);
    // The cart's own free article (a gift above its minimum order value) is not the list's.
    const listed = cart?.items.filter((item) => !item.isFreeItem) ?? [];
    expect(listed.map((item) => [item.itemId, item.quantity]).sort()).toEqual(
      [[limited.item?.id, maximum], ...plain.map((entry) => [entry.item?.id, entry.quantity])].sort(),
    );
    // Server prices: each position costs what the catalogue says, whatever the client holds.
    for (const entry of plain) {
      const position = cart?.items.find((item) => item.itemId === entry.item?.id);
      expect(position?.totalPrice.amount).toBeCloseTo(entry.totals.total.amount, 2);
    }
  });

  it('adds the variant chosen in the modal, and answers maxInCart once the cart holds the maximum', async () => {
    const { list, open, limited } = await seededEntries();
    const [variant] = await variantsOfProduct(open.product.id);
    if (!variant) throw new Error('no variant');
    const visitor = await shopInit(harness);
    await addAll(visitor, list.wishlist.externalId);
    const second = await addAll(visitor, list.wishlist.externalId, [
      { entryId: open.externalId, itemId: variant, quantity: 2 },
    ]);
    expect(second.successfullyAdded).toContainEqual(
      expect.objectContaining({ entryId: open.externalId, itemId: variant, addedQuantity: 2 }),
    );
    expect(second.variantsToChoose).toEqual([]);
    expect(second.maxInCart).toEqual([
      expect.objectContaining({
        entryId: limited.externalId,
        addedQuantity: 0,
        maxQuantity: limited.item?.maxQuantity,
      }),
    ]);
  });

  it('leaves out entries set to 0 and sorts a cart already at its maximum', async () => {
    const { list, open, limited, plain } = await seededEntries();
    const visitor = await shopInit(harness);
    const onlyLimited = await addAll(visitor, list.wishlist.externalId, [
      { entryId: open.externalId, quantity: 0 },
      ...plain.map((entry) => ({ entryId: entry.externalId, quantity: 0 })),
    ]);
    expect(onlyLimited.successfullyAdded).toEqual([]);
    expect(onlyLimited.variantsToChoose).toEqual([]);
    expect(onlyLimited.quantityChanged.map((line) => line.entryId)).toEqual([limited.externalId]);
    expect(onlyLimited.cart?.positionCount).toBe(1);
  });

  it('is all or nothing: an unknown entry, another product variant or a bad quantity add nothing', async () => {
    const { list, open, plain } = await seededEntries();
    const visitor = await shopInit(harness);
    const foreignItem = plain[0]?.item?.id;
    const cases: [Choice[], string][] = [
      [[{ entryId: randomUUID(), quantity: 1 }], 'vue.wishlist.error.notFound'],
      [[{ entryId: open.externalId, itemId: foreignItem, quantity: 1 }], 'vue.wishlist.error.itemNotFound'],
      [[{ entryId: open.externalId, quantity: 9999 }], 'vue.buybox.text.quantity.error'],
      [[{ entryId: open.externalId, quantity: -1 }], 'vue.buybox.text.quantity.error'],
    ];
    for (const [choices, message] of cases) {
      const refused = await addAll(visitor, list.wishlist.externalId, choices);
      expect(refused, message).toMatchObject({ successful: false, errorMessage: message, cart: null });
      expect(refused.successfullyAdded).toEqual([]);
    }
    expect((await readCartAs(harness, visitor))?.positionCount ?? 0).toBe(0);
  });

  it('answers a foreign list like an unknown one and refuses a foreign cart, writing nothing', async () => {
    const owner = await shopInit(harness);
    const stranger = await shopInit(harness);
    const { plain } = await seededEntries();
    const item = plain[0]?.item;
    const productId = plain[0]?.product.id;
    if (!item || !productId) throw new Error('no item');
    const added = await addToList(harness, null, { productId, itemId: item.id, quantity: 2 }, as(owner));
    const merkzettel = added.wishlist?.externalId ?? '';
    const foreign = await addAll(stranger, merkzettel);
    const unknown = await addAll(stranger, randomUUID());
    expect(foreign).toEqual(unknown);
    expect(foreign).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notFound' });
    // The owner's list into the stranger's cart id: the cart is not the owner's.
    const intoForeignCart = await addAll(
      { ...owner, cartId: stranger.cartId },
      merkzettel,
      undefined,
      as(owner),
    );
    expect(intoForeignCart.successful).toBe(false);
    expect((await readCartAs(harness, stranger))?.positionCount ?? 0).toBe(0);
    // The owner's own list into the owner's cart: a real list's page adds all the same way.
    const own = await addAll(owner, merkzettel);
    expect(own.successfullyAdded).toEqual([expect.objectContaining({ itemId: item.id, addedQuantity: 2 })]);
  });

  it('runs once per idempotency key: a retried add-all adds the units once', async () => {
    const { list } = await seededEntries();
    const visitor = await shopInit(harness);
    const options = { ...as(visitor), extensions: { idempotencyKey: randomUUID() } };
    const first = await addAll(visitor, list.wishlist.externalId, undefined, options);
    const retry = await addAll(visitor, list.wishlist.externalId, undefined, options);
    expect(retry).toEqual(first);
    const cart = await readCartAs(harness, visitor);
    expect(cart?.items.map((item) => item.quantity)).toEqual(first.cart?.items.map((item) => item.quantity));
  });

  it('lets the cart rules decide last: a submitted or changed cart keeps what it had', async () => {
    const { list, plain } = await seededEntries();
    const visitor = await shopInit(harness);
    const itemId = plain[0]?.item?.id ?? '';
    expect((await update(harness, visitor, [add(itemId, 1)])).successful).toBe(true);
    const result = await addAll(visitor, list.wishlist.externalId);
    expect(result.successfullyAdded).toContainEqual(
      expect.objectContaining({ itemId, addedQuantity: plain[0]?.quantity }),
    );
    const position = result.cart?.items.find((item) => item.itemId === itemId);
    expect(position?.quantity).toBe(1 + (plain[0]?.quantity ?? 0));
  });
});

describe('teaser-list conversion (shopping §7 "teaser-list conversions")', () => {
  const CONVERT = `mutation($teaserId: ID!, $choices: [WishlistEntryChoiceInput!]) {
    convertTeaserWishlist(teaserId: $teaserId, choices: $choices) { ${RESULT_FIELDS} } }`;

  async function convert(choices: Choice[] | null, options: RequestOptions) {
    const response = await gql<{
      convertTeaserWishlist: { successful: boolean; errorMessage: string | null; wishlist: ListData | null };
    }>(harness, CONVERT, { teaserId: SEED_TEASER_ID, choices }, options);
    const result = response.data?.convertTeaserWishlist;
    if (!result) throw new Error(`convert failed: ${JSON.stringify(response.errors)}`);
    return result;
  }

  it('refuses while a variant is open, then copies the chosen list into the visitor merkzettel', async () => {
    const { open, limited, plain } = await seededEntries();
    const visitor = await shopInit(harness);
    const refused = await convert(null, as(visitor));
    expect(refused).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.teaser.chooseVariants' });
    expect((await readWishlists(harness, as(visitor))).merkzettel.entryCount).toBe(0);

    const [variant] = await variantsOfProduct(open.product.id);
    const converted = await convert(
      [{ entryId: open.externalId, itemId: variant, quantity: 1 }],
      as(visitor),
    );
    expect(converted.successful).toBe(true);
    expect(converted.wishlist?.isDefault).toBe(true);
    expect(converted.wishlist?.entries.map((entry) => [entry.item?.id, entry.quantity]).sort()).toEqual(
      [
        [variant, 1],
        // A real list holds at most the item's maximum (shopping §5).
        [limited.item?.id, limited.item?.maxQuantity],
        ...plain.map((entry) => [entry.item?.id, entry.quantity]),
      ].sort(),
    );
  });

  it('gives a customer a new list named like the teaser; the teaser list itself is unchanged', async () => {
    const { list, open } = await seededEntries();
    const visitor = await shopInit(harness);
    const options = { ...as(visitor), customerToken: await registerTestCustomer(harness, {}, as(visitor)) };
    const converted = await convert([{ entryId: open.externalId, quantity: 0 }], options);
    expect(converted.wishlist).toMatchObject({ name: list.wishlist.name, isDefault: false, role: 'CREATOR' });
    expect(converted.wishlist?.entries).toHaveLength(list.wishlist.entries.length - 1);
    const [teaserRow] = await harness.api.db
      .select()
      .from(wishlists)
      .where(eq(wishlists.id, list.wishlist.externalId));
    expect(teaserRow?.kind).toBe('teaser');
  });
});
