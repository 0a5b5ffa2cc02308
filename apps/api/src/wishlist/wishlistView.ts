// Wish lists as the caller sees them (shopping §3 "Wish list", "Wish list entry", "Wish list comment"; §4 removed
// entries kept with their position; §9 3 comments per entry). Lists are read in one round of queries however
// many they are; prices and totals come from stored cents, never from the client.
import { MESSAGES, translate } from '@ranzen/sdk-core/i18n';
import { WISHLIST_COMMENTS_SHOWN, WISHLIST_LABEL_BY_FAMILY } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import {
  allDeliveryTimesTheSame,
  buildCards,
  buildItem,
  type CardContext,
  energyEfficiency,
  ITEM_RECORD_COLUMNS,
  type ItemRecord,
  itemImage,
  itemRecordReader,
  lightningDealInfo,
  loadCardContext,
  type ProductRecord,
  productUrl,
} from '../catalog/catalogService';
import { anyOf, type Db } from '../db/client';
import {
  customers,
  imageAssets,
  items,
  productReplacements,
  products,
  wishlistComments,
  wishlistEntries,
  wishlistInvites,
  wishlistMembers,
} from '../db/schema';
import type {
  CartUnitPrices,
  Item,
  ProductCard,
  Wishlist,
  WishlistComment,
  WishlistEntry,
  WishlistInvite,
  WishlistUser,
} from '../generated/resolvers';
import { breadcrumbOf, loadCategoryIndex } from '../navigation/navigationService';
import { money } from '../shop/money';
import { SHOP_TIME_ZONE } from '../shop/shopLegal';
import { storeStrategy } from '../store/storeStrategy';
import { allows, type ListAccess } from './wishlistAccess';
import { allowedActions } from './wishlistRights';

/** How long a removed entry keeps its restore row (docs/not-shown.md). */
export const REMOVED_ENTRY_KEPT_MS = 24 * 60 * 60 * 1000;

export type EntryRow = typeof wishlistEntries.$inferSelect;
type CommentRow = typeof wishlistComments.$inferSelect & { authorName: string };

/** Everything the lists' entries refer to, loaded at once. */
interface EntryContext {
  readonly store: StoreConfig;
  readonly callerUserId: string | null;
  readonly products: ReadonlyMap<string, ProductRecord>;
  /** The entries' own items, active or not (an entry outlives its item's sale). */
  readonly items: ReadonlyMap<string, ItemRecord>;
  readonly cards: CardContext;
  readonly crumbs: (categoryId: string) => Wishlist['entries'][number]['product']['crumbs'];
  readonly comments: ReadonlyMap<string, CommentRow[]>;
  readonly replacements: ReadonlyMap<string, ProductCard>;
}

async function loadItemsById(
  db: Db,
  itemIds: readonly string[],
  store: StoreConfig,
): Promise<Map<string, ItemRecord>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select(ITEM_RECORD_COLUMNS)
    .from(items)
    .innerJoin(imageAssets, eq(imageAssets.key, items.imageKey))
    .where(anyOf(items.id, itemIds));
  const itemRecord = await itemRecordReader(db, store);
  return new Map(rows.map((row) => [row.item.id, itemRecord(row)]));
}

async function loadComments(db: Db, entryIds: readonly string[]): Promise<Map<string, CommentRow[]>> {
  const byEntry = new Map<string, CommentRow[]>();
  if (entryIds.length === 0) return byEntry;
  const rows = await db
    .select({ comment: wishlistComments, firstName: customers.firstName, lastName: customers.lastName })
    .from(wishlistComments)
    .leftJoin(customers, eq(customers.userId, wishlistComments.authorUserId))
    .where(inArray(wishlistComments.entryId, entryIds))
    .orderBy(asc(wishlistComments.createdAt), asc(wishlistComments.id));
  for (const row of rows) {
    const list = byEntry.get(row.comment.entryId) ?? [];
    list.push({ ...row.comment, authorName: customerName(row.firstName, row.lastName) });
    byEntry.set(row.comment.entryId, list);
  }
  return byEntry;
}

function customerName(firstName: string | null, lastName: string | null): string {
  return [firstName, lastName].filter(Boolean).join(' ');
}

/** The first replacement of each product that can no longer be bought (storefront §3.4). */
async function loadReplacements(
  db: Db,
  productIds: readonly string[],
  store: StoreConfig,
): Promise<Map<string, ProductCard>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: productReplacements.productId, replacement: products })
    .from(productReplacements)
    .innerJoin(products, eq(products.id, productReplacements.replacementId))
    .where(anyOf(productReplacements.productId, productIds))
    .orderBy(asc(productReplacements.position));
  const cards = await buildCards(
    db,
    rows.map((row) => row.replacement),
    store,
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  const result = new Map<string, ProductCard>();
  for (const row of rows) {
    const card = byId.get(row.replacement.id);
    if (card && !result.has(row.productId)) result.set(row.productId, card);
  }
  return result;
}

async function loadEntryContext(
  db: Db,
  entries: readonly EntryRow[],
  store: StoreConfig,
  callerUserId: string | null,
): Promise<EntryContext> {
  const productIds = [...new Set(entries.map((entry) => entry.productId))];
  const itemIds = [...new Set(entries.flatMap((entry) => (entry.itemId ? [entry.itemId] : [])))];
  const [productRows, itemRows, cards, categoryIndex, comments] = await Promise.all([
    productIds.length === 0 ? [] : db.select().from(products).where(anyOf(products.id, productIds)),
    loadItemsById(db, itemIds, store),
    loadCardContext(db, productIds, store),
    loadCategoryIndex(db),
    loadComments(
      db,
      entries.map((entry) => entry.id),
    ),
  ]);
  const productMap = new Map(productRows.map((product) => [product.id, product]));
  const unsaleable = entries
    .filter((entry) => !isSaleable(entry, productMap, itemRows, store))
    .map((entry) => entry.productId);
  return {
    store,
    callerUserId,
    products: productMap,
    items: itemRows,
    cards,
    crumbs: (categoryId) => breadcrumbOf(categoryIndex, categoryId, store),
    comments,
    replacements: await loadReplacements(db, [...new Set(unsaleable)], store),
  };
}

function isSaleable(
  entry: EntryRow,
  productMap: ReadonlyMap<string, ProductRecord>,
  itemMap: ReadonlyMap<string, ItemRecord>,
  store: StoreConfig,
): boolean {
  const product = productMap.get(entry.productId);
  const item = entry.itemId ? itemMap.get(entry.itemId) : undefined;
  if (!product || !storeStrategy(store).inAssortment(product)) return false;
  return item ? item.active && item.stock > 0 : true;
}

function unitPrices(item: Item): CartUnitPrices {
  return {
    raw: item.prices.price,
    current: item.prices.price,
    old: item.prices.specialPrice?.oldPrice ?? null,
    currencyCode: item.prices.price.currencyCode,
    basePrice: item.prices.basePrice?.price ?? null,
    basePriceUnit: item.prices.basePrice?.unit ?? null,
    isBestPrice: item.prices.isBestPrice,
  };
}

/** Who reads comments: the store formats the date, the caller's rights set the delete flag. */
interface CommentViewer {
  readonly store: StoreConfig;
  readonly callerUserId: string | null;
  readonly rights: CommentRights;
}

export interface CommentRights {
  /** May delete one's own comments. */
  readonly deleteOwn: boolean;
  /** May delete every comment. */
  readonly deleteAny: boolean;
}

export function commentRights(access: ListAccess): CommentRights {
  return { deleteOwn: allows(access, 'deleteOwnComment'), deleteAny: allows(access, 'deleteAnyComment') };
}

function commentView(row: CommentRow, viewer: CommentViewer): WishlistComment {
  const own = row.authorUserId === viewer.callerUserId;
  return {
    id: row.id,
    positionId: row.entryId,
    comment: row.comment,
    name: row.authorName,
    date: row.createdAt.toISOString(),
    displayedDate: row.createdAt.toLocaleDateString(viewer.store.language, { timeZone: SHOP_TIME_ZONE }),
    isDeleteAllowed: viewer.rights.deleteAny || (viewer.rights.deleteOwn && own),
  };
}

function entryView(entry: EntryRow, rights: CommentRights, ctx: EntryContext): WishlistEntry | null {
  const viewer: CommentViewer = { store: ctx.store, callerUserId: ctx.callerUserId, rights };
  const product = ctx.products.get(entry.productId);
  const productItems = ctx.cards.itemsByProduct.get(entry.productId) ?? [];
  const item = entry.itemId ? ctx.items.get(entry.itemId) : undefined;
  const shown = item ?? productItems[0];
  if (!product || !shown) return null;
  const { store } = ctx;
  const sameDelivery = allDeliveryTimesTheSame(productItems, store);
  const built = buildItem(product, shown, ctx.cards.deals.get(shown.id), store, sameDelivery);
  const prices = unitPrices(built);
  const comments = ctx.comments.get(entry.id) ?? [];
  const saleable = isSaleable(entry, ctx.products, ctx.items, store);
  const bestDeal = ctx.cards.deals.get(productItems[0]?.id ?? '');
  return {
    externalId: entry.id,
    position: entry.position,
    quantity: entry.quantity,
    comments: comments.slice(0, WISHLIST_COMMENTS_SHOWN).map((row) => commentView(row, viewer)),
    commentCount: comments.length,
    product: {
      id: product.id,
      name: product.name,
      path: productUrl(product.id),
      brand: product.manufacturerName,
      crumbs: ctx.crumbs(product.categoryId),
      image: itemImage(shown, 'PRODUCTLISTING_SMALL', product.name),
      hasMultipleItems: productItems.length > 1,
      hasSamePricesForAllItems: new Set(productItems.map((candidate) => candidate.priceCents)).size <= 1,
      energyEfficiency: energyEfficiency(product.energyClass, ctx.cards.energy),
      minimumOrderQuantity: storeStrategy(store).minimumOrderQuantity(product),
      lightningDealInfo: lightningDealInfo(bestDeal, store),
      unitPrices: prices,
    },
    item: item
      ? {
          id: item.id,
          name: item.name,
          path: `${productUrl(product.id)}?varid=${encodeURIComponent(item.id)}`,
          image: itemImage(item, 'PRODUCTLISTING_SMALL', item.name),
          variantInfoList: built.variantAttributes.map((value) => ({
            label: value.displayName,
            value: value.value,
          })),
          orderNumber: item.orderNumber,
          maxQuantity: item.maxQuantity,
          minimumOrderQuantity: built.minimumOrderQuantity,
          badges: { sale: item.oldPriceCents !== null, new: product.isNew, popular: product.isTopseller },
          extraBadges: ctx.cards.badges.get(product.id) ?? [],
          matrixCodeMessages: built.matrixCodeMessages,
          primeFaehig: item.primeFaehig,
          areAllDeliveryTimesTheSame: sameDelivery,
          deliveryStatus: built.deliveryStatus,
          lightningDealInfo: built.lightningDealInfo,
          unitPrices: prices,
        }
      : null,
    totals: { total: money(shown.priceCents * entry.quantity, store) },
    replacementProduct: saleable ? null : (ctx.replacements.get(product.id) ?? null),
    isSaleable: saleable && item !== undefined,
  };
}

/** The store's word for the merkzettel (the B2B shop calls it basket). */
export function merkzettelName(store: StoreConfig): string {
  return translate(MESSAGES[store.messages], WISHLIST_LABEL_BY_FAMILY[store.family]);
}

async function loadUsers(db: Db, accesses: readonly ListAccess[]): Promise<Map<string, WishlistUser[]>> {
  const shared = accesses.filter((access) => access.list.kind === 'list');
  const listIds = shared.map((access) => access.list.id);
  const ownerIds = shared.flatMap((access) => (access.list.ownerUserId ? [access.list.ownerUserId] : []));
  const [members, owners] = await Promise.all([
    listIds.length === 0
      ? []
      : db
          .select({ member: wishlistMembers, firstName: customers.firstName, lastName: customers.lastName })
          .from(wishlistMembers)
          .leftJoin(customers, eq(customers.userId, wishlistMembers.userId))
          .where(inArray(wishlistMembers.wishlistId, listIds))
          .orderBy(asc(wishlistMembers.createdAt)),
    ownerIds.length === 0
      ? []
      : db
          .select({ userId: customers.userId, firstName: customers.firstName, lastName: customers.lastName })
          .from(customers)
          .where(inArray(customers.userId, ownerIds)),
  ]);
  const ownerNames = new Map(
    owners.map((owner) => [owner.userId, customerName(owner.firstName, owner.lastName)]),
  );
  const result = new Map<string, WishlistUser[]>();
  for (const access of shared) {
    const ownerId = access.list.ownerUserId ?? '';
    result.set(access.list.id, [
      {
        id: ownerId,
        name: ownerNames.get(ownerId) ?? '',
        role: 'CREATOR',
        isCurrentUser: ownerId === access.caller.userId,
      },
    ]);
  }
  for (const row of members) {
    result.get(row.member.wishlistId)?.push({
      id: row.member.userId,
      name: customerName(row.firstName, row.lastName),
      role: row.member.role,
      isCurrentUser: row.member.userId === accesses[0]?.caller.userId,
    });
  }
  return result;
}

async function loadInvites(db: Db, listIds: readonly string[]): Promise<Map<string, WishlistInvite[]>> {
  const result = new Map<string, WishlistInvite[]>();
  if (listIds.length === 0) return result;
  const rows = await db
    .select()
    .from(wishlistInvites)
    .where(
      and(
        inArray(wishlistInvites.wishlistId, listIds),
        isNull(wishlistInvites.revokedAt),
        gt(wishlistInvites.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(wishlistInvites.createdAt));
  for (const row of rows) {
    const list = result.get(row.wishlistId) ?? [];
    list.push(inviteView(row));
    result.set(row.wishlistId, list);
  }
  return result;
}

export function inviteView(
  row: typeof wishlistInvites.$inferSelect,
  token: string | null = null,
): WishlistInvite {
  return {
    id: row.id,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    token,
  };
}

/** A visitor's locally held choice for an entry (teaser lists): another item and quantity, never stored. */
export interface EntryChoice {
  readonly itemId: string | null;
  readonly quantity: number;
}

export interface ReadOptions {
  readonly store: StoreConfig;
  /** The list the caller is on (activeWishlistId, else the standard list). */
  readonly activeListId: string | null;
  /** Choices by entry id, shown in place of the stored item and quantity. */
  readonly choices?: ReadonlyMap<string, EntryChoice>;
}

/** The entry as the caller's choice shows it. */
export function withChoice(entry: EntryRow, choices: ReadonlyMap<string, EntryChoice> | undefined): EntryRow {
  const choice = choices?.get(entry.id);
  return choice ? { ...entry, itemId: choice.itemId ?? entry.itemId, quantity: choice.quantity } : entry;
}

/** The lists of `accesses` as the caller sees them, in the same order. */
export async function readLists(
  db: Db,
  accesses: readonly ListAccess[],
  options: ReadOptions,
): Promise<Wishlist[]> {
  if (accesses.length === 0) return [];
  const listIds = accesses.map((access) => access.list.id);
  const removedSince = new Date(Date.now() - REMOVED_ENTRY_KEPT_MS);
  const sharers = accesses.filter((access) => allows(access, 'share')).map((access) => access.list.id);
  const [storedRows, users, invites] = await Promise.all([
    db
      .select()
      .from(wishlistEntries)
      .where(
        and(
          inArray(wishlistEntries.wishlistId, listIds),
          or(isNull(wishlistEntries.removedAt), gt(wishlistEntries.removedAt, removedSince)),
        ),
      )
      .orderBy(asc(wishlistEntries.position), asc(wishlistEntries.createdAt)),
    loadUsers(db, accesses),
    loadInvites(db, sharers),
  ]);
  const entryRows = storedRows.map((entry) => withChoice(entry, options.choices));
  const ctx = await loadEntryContext(db, entryRows, options.store, accesses[0]?.caller.userId ?? null);
  return accesses.map((access) => {
    const { list, role, caller } = access;
    const rights = commentRights(access);
    const views = entryRows
      .filter((entry) => entry.wishlistId === list.id)
      .map((entry) => ({ removed: entry.removedAt !== null, view: entryView(entry, rights, ctx) }));
    const entries = views
      .filter((entry) => !entry.removed)
      .flatMap((entry) => (entry.view ? [entry.view] : []));
    return {
      externalId: list.id,
      name: list.kind === 'merkzettel' ? merkzettelName(options.store) : list.name,
      description: list.description,
      active: list.id === options.activeListId,
      isDefault: list.kind === 'merkzettel',
      isStandardList: list.isStandard,
      isTeaser: list.kind === 'teaser',
      createdAt: list.createdAt.toISOString(),
      users: users.get(list.id) ?? [],
      entries,
      removedEntries: views
        .filter((entry) => entry.removed)
        .flatMap((entry) => (entry.view ? [entry.view] : [])),
      entryCount: entries.length,
      isCreator: role === 'CREATOR',
      isAdmin: role === 'ADMIN',
      isEditor: role === 'EDITOR',
      isCommentator: role === 'COMMENTATOR',
      role,
      allowed: allowedActions(role, { kind: list.kind, callerIsCustomer: caller.isCustomer }),
      invites: invites.get(list.id) ?? [],
    };
  });
}

/** All comments of an entry (the show-all link). */
export async function readComments(
  db: Db,
  access: ListAccess,
  entryId: string,
  store: StoreConfig,
): Promise<WishlistComment[]> {
  const [entry] = await db
    .select()
    .from(wishlistEntries)
    .where(and(eq(wishlistEntries.id, entryId), eq(wishlistEntries.wishlistId, access.list.id)));
  if (!entry) return [];
  const comments = await loadComments(db, [entry.id]);
  const viewer: CommentViewer = { store, callerUserId: access.caller.userId, rights: commentRights(access) };
  return (comments.get(entry.id) ?? []).map((row) => commentView(row, viewer));
}
