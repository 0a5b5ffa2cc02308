// Wish list reads and changes (shopping §4 "Wish list entry removal", replace variant, add from a product; §5
// wish list quantity; §6 rights; §7 wish list queries and mutations). Every change runs in one transaction
// that locks the list row after checking the caller's right (wishlistAccess.ts), so a refused or failing
// change leaves nothing written and concurrent changes of one list run one after the other.
import {
  LOGIN_REQUIRED_MESSAGE,
  WISHLIST_DESCRIPTION_MAX_LENGTH,
  WISHLIST_NAME_MAX_LENGTH,
  wishlistMaximum,
  wishlistQuantityProblem,
} from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, asc, eq, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';
import type { ApiContext } from '../context';
import type { Db } from '../db/client';
import { items, products, wishlistEntries, wishlistMembers, wishlists } from '../db/schema';
import type {
  FieldError,
  Wishlist,
  WishlistEntryInput,
  WishlistQuantityInput,
  WishlistReplaceInput,
  WishlistResult,
  Wishlists,
} from '../generated/resolvers';
import { badInput, isUuid } from '../shop/validation';
import { storeStrategy } from '../store/storeStrategy';
import {
  type Caller,
  callerOf,
  findAccess,
  ITEM_NOT_FOUND,
  type ListAccess,
  merkzettelId,
  NOT_FOUND,
  requireAccess,
  unsavedMerkzettel,
  WishlistError,
} from './wishlistAccess';
import type { WishlistAction } from './wishlistRights';
import { REMOVED_ENTRY_KEPT_MS, readLists } from './wishlistView';

/** The caller with the user id every list operation needs (shopping §7: the client renews ids and retries). */
export function userCaller(ctx: ApiContext): Caller & { userId: string } {
  const caller = callerOf(ctx);
  if (!caller.userId) throw badInput('A valid user id is required.', 'userId');
  return { ...caller, userId: caller.userId };
}

/** The caller of a change: every wish list write, anonymous ones included, counts against its rate limit. */
export async function writingCaller(ctx: ApiContext): Promise<Caller & { userId: string }> {
  const caller = userCaller(ctx);
  await ctx.rateLimit.consume('wishlistChanges');
  return caller;
}

/** The caller's standard list: the own list marked standard, else the merkzettel. */
async function standardListId(db: Db, userId: string): Promise<string> {
  const [standard] = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(and(eq(wishlists.ownerUserId, userId), eq(wishlists.isStandard, true)));
  return standard?.id ?? merkzettelId(userId);
}

/** Every list the caller may see: the merkzettel, own lists (oldest first), then lists shared with it. */
async function callerLists(db: Db, caller: Caller & { userId: string }): Promise<ListAccess[]> {
  const own = await db
    .select()
    .from(wishlists)
    .where(eq(wishlists.ownerUserId, caller.userId))
    .orderBy(asc(wishlists.createdAt), asc(wishlists.id));
  const shared = caller.isCustomer
    ? await db
        .select({ list: wishlists, role: wishlistMembers.role })
        .from(wishlistMembers)
        .innerJoin(wishlists, eq(wishlists.id, wishlistMembers.wishlistId))
        .where(eq(wishlistMembers.userId, caller.userId))
        .orderBy(asc(wishlistMembers.createdAt))
    : [];
  const merkzettel = own.find((list) => list.kind === 'merkzettel') ?? unsavedMerkzettel(caller.userId);
  // Anonymous visitors use the single current list (shopping §6); their named lists wait for the login.
  const named = caller.isCustomer ? own.filter((list) => list.kind === 'list') : [];
  return [
    { list: merkzettel, role: 'CREATOR', caller },
    ...named.map((list): ListAccess => ({ list, role: 'CREATOR', caller })),
    ...shared.map((row): ListAccess => ({ list: row.list, role: row.role, caller })),
  ];
}

export async function listWishlists(ctx: ApiContext, activeWishlistId: string | null): Promise<Wishlists> {
  const caller = userCaller(ctx);
  const accesses = await callerLists(ctx.db, caller);
  const standard = accesses.find((access) => access.list.isStandard) ?? accesses[0];
  const active =
    accesses.find((access) => access.list.id === activeWishlistId)?.list.id ?? standard?.list.id ?? null;
  const [merkzettel, ...otherLists] = await readLists(ctx.db, accesses, {
    store: ctx.store,
    activeListId: active,
  });
  if (!merkzettel) throw new Error('the merkzettel is always read');
  return { merkzettel, otherLists };
}

export async function readOne(db: Db, access: ListAccess, store: StoreConfig): Promise<Wishlist | null> {
  const [list] = await readLists(db, [access], { store, activeListId: null });
  return list ?? null;
}

/** The caller's access to a list it may see (its merkzettel before the first write included), or null. */
export async function visibleList(
  ctx: ApiContext,
  caller: Caller & { userId: string },
  externalId: string,
): Promise<ListAccess | null> {
  return (
    (await findAccess(ctx.db, externalId, caller)) ??
    (externalId === merkzettelId(caller.userId)
      ? { list: unsavedMerkzettel(caller.userId), role: 'CREATOR', caller }
      : null)
  );
}

export async function getWishlist(ctx: ApiContext, externalId: string): Promise<Wishlist | null> {
  const access = await visibleList(ctx, userCaller(ctx), externalId);
  return access ? readOne(ctx.db, access, ctx.store) : null;
}

export function refused(
  error: WishlistError,
  wishlist: Wishlist | null,
  fieldErrors: FieldError[] = [],
): WishlistResult {
  return {
    successful: false,
    errorMessage: error.messageKey,
    fieldErrors,
    wishlist,
    minQuantity: error.minQuantity,
  };
}

/** A refusal with field errors (a name or description out of bounds): nothing is written. */
class WishlistFieldError extends WishlistError {
  constructor(readonly fieldErrors: FieldError[]) {
    super('vue.form.error.general');
  }
}

/**
 * Runs one change of the list `externalId` that needs `action`, and answers the list afterwards. A refusal
 * rolls back everything and answers the list as it is (when the caller may see it).
 */
export async function changeList(
  ctx: ApiContext,
  externalId: string,
  action: WishlistAction,
  work: (tx: Db, access: ListAccess) => Promise<void>,
): Promise<WishlistResult> {
  const caller = await writingCaller(ctx);
  try {
    const access = await ctx.db.transaction(async (tx) => {
      const locked = await requireAccess(tx, externalId, caller, action);
      await work(tx, locked);
      await tx.update(wishlists).set({ updatedAt: new Date() }).where(eq(wishlists.id, locked.list.id));
      return locked;
    });
    const after = action === 'removeList' ? null : await findAccess(ctx.db, access.list.id, caller);
    return {
      successful: true,
      errorMessage: null,
      fieldErrors: [],
      wishlist: after ? await readOne(ctx.db, after, ctx.store) : null,
      minQuantity: null,
    };
  } catch (error) {
    if (!(error instanceof WishlistError)) throw error;
    const visible = error.messageKey === NOT_FOUND ? null : await findAccess(ctx.db, externalId, caller);
    const fieldErrors = error instanceof WishlistFieldError ? error.fieldErrors : [];
    return refused(error, visible ? await readOne(ctx.db, visible, ctx.store) : null, fieldErrors);
  }
}

function textErrors(field: string, value: string, maxLength: number, required: boolean): FieldError[] {
  if (required && value.length === 0) return [{ field, message: 'vue.form.error.requiredField', form: null }];
  if (value.length > maxLength) return [{ field, message: 'vue.form.error.maxLength', form: null }];
  return [];
}

function checkName(name: string): string {
  const trimmed = name.trim();
  const errors = textErrors('name', trimmed, WISHLIST_NAME_MAX_LENGTH, true);
  if (errors.length > 0) throw new WishlistFieldError(errors);
  return trimmed;
}

function checkDescription(description: string): string | null {
  const trimmed = description.trim();
  const errors = textErrors('description', trimmed, WISHLIST_DESCRIPTION_MAX_LENGTH, false);
  if (errors.length > 0) throw new WishlistFieldError(errors);
  return trimmed.length > 0 ? trimmed : null;
}

export async function createWishlist(
  ctx: ApiContext,
  name: string,
  description: string | null,
): Promise<WishlistResult> {
  const caller = await writingCaller(ctx);
  if (!caller.isCustomer) return refused(new WishlistError(LOGIN_REQUIRED_MESSAGE), null);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(wishlists)
        .values({
          ownerUserId: caller.userId,
          kind: 'list',
          name: checkName(name),
          description: description === null ? null : checkDescription(description),
        })
        .returning({ id: wishlists.id });
      if (!created) throw new Error('insert returned no row');
      return created.id;
    });
    const access = await findAccess(ctx.db, id, caller);
    return {
      successful: true,
      errorMessage: null,
      fieldErrors: [],
      wishlist: access ? await readOne(ctx.db, access, ctx.store) : null,
      minQuantity: null,
    };
  } catch (error) {
    if (!(error instanceof WishlistFieldError)) throw error;
    return refused(error, null, error.fieldErrors);
  }
}

export function renameWishlist(ctx: ApiContext, externalId: string, name: string): Promise<WishlistResult> {
  return changeList(ctx, externalId, 'manageList', async (tx, { list }) => {
    await tx
      .update(wishlists)
      .set({ name: checkName(name) })
      .where(eq(wishlists.id, list.id));
  });
}

export function setWishlistDescription(
  ctx: ApiContext,
  externalId: string,
  description: string,
): Promise<WishlistResult> {
  return changeList(ctx, externalId, 'manageList', async (tx, { list }) => {
    await tx
      .update(wishlists)
      .set({ description: checkDescription(description) })
      .where(eq(wishlists.id, list.id));
  });
}

export function removeWishlist(ctx: ApiContext, externalId: string): Promise<WishlistResult> {
  return changeList(ctx, externalId, 'removeList', async (tx, { list }) => {
    await tx.delete(wishlists).where(eq(wishlists.id, list.id));
  });
}

export function setStandardWishlist(ctx: ApiContext, externalId: string): Promise<WishlistResult> {
  return changeList(ctx, externalId, 'setStandard', async (tx, { list, caller }) => {
    await tx
      .update(wishlists)
      .set({ isStandard: false })
      .where(and(eq(wishlists.ownerUserId, caller.userId ?? ''), ne(wishlists.id, list.id)));
    await tx.update(wishlists).set({ isStandard: true }).where(eq(wishlists.id, list.id));
  });
}

/** An item that can go on a list: active, of the named product, sold in the store. */
async function loadListableItem(tx: Db, productId: string, itemId: string, store: StoreConfig) {
  const [row] = await tx
    .select({ item: items, product: products })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(and(eq(items.id, itemId), eq(items.productId, productId)));
  if (!row?.item.active || !storeStrategy(store).inAssortment(row.product)) {
    throw new WishlistError(ITEM_NOT_FOUND);
  }
  return row;
}

type ListableItem = Awaited<ReturnType<typeof loadListableItem>>;

/** Refuses a quantity out of bounds with the spec's keys (shopping §5). */
function checkQuantity(
  quantity: number,
  row: ListableItem,
  store: StoreConfig,
  storedQuantity?: number,
): void {
  const problem = wishlistQuantityProblem(quantity, {
    minimumOrderQuantity: storeStrategy(store).minimumOrderQuantity(row.product),
    maxQuantity: row.item.maxQuantity,
    storedQuantity,
  });
  if (problem) throw new WishlistError(problem.message, 'amount' in problem ? problem.amount : null);
}

/** The list's entry of an item, not removed. */
async function activeEntryOf(tx: Db, listId: string, itemId: string) {
  const [entry] = await tx
    .select()
    .from(wishlistEntries)
    .where(
      and(
        eq(wishlistEntries.wishlistId, listId),
        eq(wishlistEntries.itemId, itemId),
        isNull(wishlistEntries.removedAt),
      ),
    );
  return entry;
}

/** An entry of the list by id: not removed (`removed` false) or removed within the restore window. */
export async function entryOf(tx: Db, listId: string, entryId: string, removed: boolean) {
  if (!isUuid(entryId)) throw new WishlistError(NOT_FOUND);
  const [entry] = await tx
    .select()
    .from(wishlistEntries)
    .where(
      and(
        eq(wishlistEntries.id, entryId),
        eq(wishlistEntries.wishlistId, listId),
        removed
          ? sql`${wishlistEntries.removedAt} > now() - make_interval(secs => ${REMOVED_ENTRY_KEPT_MS / 1000})`
          : isNull(wishlistEntries.removedAt),
      ),
    );
  if (!entry) throw new WishlistError(NOT_FOUND);
  return entry;
}

async function nextPosition(tx: Db, listId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(wishlistEntries.position) })
    .from(wishlistEntries)
    .where(eq(wishlistEntries.wishlistId, listId));
  return (row?.last ?? -1) + 1;
}

/** Adds `quantity` to the list's entry of the item (at most 9998 and the item's maximum), or a new entry. */
export async function addQuantity(
  tx: Db,
  listId: string,
  line: { productId: string; itemId: string; maxQuantity: number; quantity: number },
): Promise<void> {
  const existing = await activeEntryOf(tx, listId, line.itemId);
  if (existing) {
    const total = Math.min(existing.quantity + line.quantity, wishlistMaximum(line.maxQuantity));
    await tx.update(wishlistEntries).set({ quantity: total }).where(eq(wishlistEntries.id, existing.id));
    return;
  }
  await tx.insert(wishlistEntries).values({
    wishlistId: listId,
    productId: line.productId,
    itemId: line.itemId,
    quantity: line.quantity,
    position: await nextPosition(tx, listId),
  });
}

/** An item row as addQuantity takes it. */
function lineOf(row: ListableItem, quantity: number) {
  return { productId: row.product.id, itemId: row.item.id, maxQuantity: row.item.maxQuantity, quantity };
}

export async function addToWishlist(
  ctx: ApiContext,
  externalId: string | null,
  entry: WishlistEntryInput,
): Promise<WishlistResult> {
  const target = externalId ?? (await standardListId(ctx.db, userCaller(ctx).userId));
  return changeList(ctx, target, 'editEntries', async (tx, { list }) => {
    const row = await loadListableItem(tx, entry.productId, entry.itemId, ctx.store);
    checkQuantity(entry.quantity, row, ctx.store);
    // A restore row of the same item means nothing once the item is on the list again.
    await tx
      .delete(wishlistEntries)
      .where(
        and(
          eq(wishlistEntries.wishlistId, list.id),
          eq(wishlistEntries.itemId, row.item.id),
          isNotNull(wishlistEntries.removedAt),
        ),
      );
    await addQuantity(tx, list.id, lineOf(row, entry.quantity));
  });
}

export function changeWishlistQuantity(
  ctx: ApiContext,
  externalId: string,
  input: WishlistQuantityInput,
): Promise<WishlistResult> {
  return changeList(ctx, externalId, 'editEntries', async (tx, { list }) => {
    const entry = await entryOf(tx, list.id, input.entryId, false);
    if (!entry.itemId) throw new WishlistError(NOT_FOUND);
    const row = await loadListableItem(tx, entry.productId, entry.itemId, ctx.store);
    checkQuantity(input.quantity, row, ctx.store, entry.quantity);
    if (input.quantity === entry.quantity) return;
    await tx
      .update(wishlistEntries)
      .set({ quantity: input.quantity })
      .where(eq(wishlistEntries.id, entry.id));
  });
}

export function removeFromWishlist(
  ctx: ApiContext,
  externalId: string,
  entryId: string,
): Promise<WishlistResult> {
  return changeList(ctx, externalId, 'editEntries', async (tx, { list }) => {
    const entry = await entryOf(tx, list.id, entryId, false);
    await tx.update(wishlistEntries).set({ removedAt: new Date() }).where(eq(wishlistEntries.id, entry.id));
  });
}

export function restoreWishlistEntry(
  ctx: ApiContext,
  externalId: string,
  entryId: string,
): Promise<WishlistResult> {
  return changeList(ctx, externalId, 'editEntries', async (tx, { list }) => {
    const entry = await entryOf(tx, list.id, entryId, true);
    const again = entry.itemId ? await activeEntryOf(tx, list.id, entry.itemId) : undefined;
    if (!again?.itemId) {
      await tx.update(wishlistEntries).set({ removedAt: null }).where(eq(wishlistEntries.id, entry.id));
      return;
    }
    // The item was added again meanwhile: the restored quantity joins that entry.
    const [item] = await tx.select({ max: items.maxQuantity }).from(items).where(eq(items.id, again.itemId));
    const total = Math.min(again.quantity + entry.quantity, wishlistMaximum(item?.max ?? null));
    await tx.update(wishlistEntries).set({ quantity: total }).where(eq(wishlistEntries.id, again.id));
    await tx.delete(wishlistEntries).where(eq(wishlistEntries.id, entry.id));
  });
}

export function replaceWishlistItem(
  ctx: ApiContext,
  externalId: string,
  entryId: string,
  replacement: WishlistReplaceInput,
): Promise<WishlistResult> {
  return changeList(ctx, externalId, 'editEntries', async (tx, { list }) => {
    const entry = await entryOf(tx, list.id, entryId, false);
    if (replacement.productId !== entry.productId) throw new WishlistError(ITEM_NOT_FOUND);
    const row = await loadListableItem(tx, entry.productId, replacement.itemId, ctx.store);
    if (row.item.id === entry.itemId) return;
    const other = await activeEntryOf(tx, list.id, row.item.id);
    if (other) {
      // The variant is on the list already: the quantities join there.
      await tx.delete(wishlistEntries).where(eq(wishlistEntries.id, entry.id));
      await addQuantity(tx, list.id, lineOf(row, entry.quantity));
      return;
    }
    await tx.update(wishlistEntries).set({ itemId: row.item.id }).where(eq(wishlistEntries.id, entry.id));
  });
}
