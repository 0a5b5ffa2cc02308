// Wish lists through GraphQL as the storefront calls them, for the API tests and the wish list benchmark.
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, products, wishlistEntries, wishlists } from '../db/schema';
import { gql, type RequestOptions, type TestApi } from '../testing/testApi';

export const ENTRY_FIELDS = `externalId position quantity commentCount isSaleable
  comments { id comment name isDeleteAllowed }
  product { id name minimumOrderQuantity } item { id maxQuantity } totals { total { amount } }`;
export const LIST_FIELDS = `externalId name description active isDefault isStandardList isTeaser entryCount role
  isCreator isAdmin isEditor isCommentator users { id name role isCurrentUser }
  allowed { comment editEntries manageList share removeList }
  entries { ${ENTRY_FIELDS} } removedEntries { ${ENTRY_FIELDS} }`;
export const RESULT_FIELDS = `successful errorMessage minQuantity fieldErrors { field message }
  wishlist { ${LIST_FIELDS} }`;

export interface EntryData {
  externalId: string;
  position: number;
  quantity: number;
  commentCount: number;
  isSaleable: boolean;
  comments: { id: string; comment: string; name: string; isDeleteAllowed: boolean }[];
  product: { id: string; name: string; minimumOrderQuantity: number };
  item: { id: string; maxQuantity: number } | null;
  totals: { total: { amount: number } };
}

export interface ListData {
  externalId: string;
  name: string;
  description: string | null;
  active: boolean;
  isDefault: boolean;
  isStandardList: boolean;
  isTeaser: boolean;
  entryCount: number;
  role: string;
  isCreator: boolean;
  isAdmin: boolean;
  isEditor: boolean;
  isCommentator: boolean;
  users: { id: string; name: string; role: string; isCurrentUser: boolean }[];
  allowed: Record<'comment' | 'editEntries' | 'manageList' | 'share' | 'removeList', boolean>;
  entries: EntryData[];
  removedEntries: EntryData[];
}

export interface ResultData {
  successful: boolean;
  errorMessage: string | null;
  minQuantity: number | null;
  fieldErrors: { field: string; message: string }[];
  wishlist: ListData | null;
}

/** Runs one wish list mutation and answers its WishlistResult; GraphQL errors fail the test. */
export async function listMutation(
  harness: TestApi,
  field: string,
  signature: string,
  args: string,
  variables: Record<string, unknown>,
  options: RequestOptions,
): Promise<ResultData> {
  const response = await gql<Record<string, ResultData>>(
    harness,
    `mutation(${signature}) { ${field}(${args}) { ${RESULT_FIELDS} } }`,
    variables,
    options,
  );
  const result = response.data?.[field];
  if (!result) throw new Error(`${field} failed: ${JSON.stringify(response.errors)}`);
  return result;
}

export async function readWishlists(
  harness: TestApi,
  options: RequestOptions,
  activeWishlistId?: string,
): Promise<{ merkzettel: ListData; otherLists: ListData[] }> {
  const response = await gql<{ wishlists: { merkzettel: ListData; otherLists: ListData[] } }>(
    harness,
    `query($active: ID) { wishlists(activeWishlistId: $active) {
      merkzettel { ${LIST_FIELDS} } otherLists { ${LIST_FIELDS} } } }`,
    { active: activeWishlistId ?? null },
    options,
  );
  if (!response.data) throw new Error(`wishlists failed: ${JSON.stringify(response.errors)}`);
  return response.data.wishlists;
}

export function addToList(
  harness: TestApi,
  externalId: string | null,
  entry: { productId: string; itemId: string; quantity: number },
  options: RequestOptions,
): Promise<ResultData> {
  const { productId, itemId, quantity } = entry;
  return listMutation(
    harness,
    'addToWishlist',
    '$id: ID, $entry: WishlistEntryInput!',
    'externalId: $id, entry: $entry',
    { id: externalId, entry: { productId, itemId, quantity } },
    options,
  );
}

export function createList(harness: TestApi, name: string, options: RequestOptions): Promise<ResultData> {
  return listMutation(harness, 'createWishlist', '$name: String!', 'name: $name', { name }, options);
}

export interface SeedItem {
  productId: string;
  itemId: string;
  maxQuantity: number;
}

/**
 * Seed products with at least `variants` active items in good stock (for replacing a variant), each with
 * its items in position order.
 */
export async function productsWithVariants(
  harness: TestApi,
  wanted: number,
  variants = 2,
): Promise<SeedItem[][]> {
  const rows = await harness.api.db
    .select({ productId: items.productId, itemId: items.id, maxQuantity: items.maxQuantity })
    .from(items)
    .where(
      and(
        eq(items.active, true),
        gt(items.stock, 20),
        sql`${items.productId} IN (SELECT product_id FROM items WHERE active GROUP BY product_id HAVING count(*) >= ${variants})`,
      ),
    )
    .orderBy(items.productId, items.position);
  const byProduct = new Map<string, SeedItem[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return [...byProduct.values()].filter((list) => list.length >= variants).slice(0, wanted);
}

/** An item of a B2B product with a minimum order quantity above 1. */
export async function productWithMinimum(
  harness: TestApi,
): Promise<{ productId: string; itemId: string; minimum: number }> {
  const [row] = await harness.api.db
    .select({ productId: products.id, itemId: items.id, minimum: products.b2bMinimumOrderQuantity })
    .from(products)
    .innerJoin(items, eq(items.productId, products.id))
    .where(
      and(
        gt(products.b2bMinimumOrderQuantity, 1),
        eq(products.isB2bAssortment, true),
        eq(items.active, true),
        gt(items.stock, 20),
      ),
    )
    .limit(1);
  if (!row) throw new Error('the seed has no B2B product with a minimum order quantity');
  return row;
}

/**
 * A CMS teaser list of `count` entries, one unit each of distinct products sold in every store in good stock
 * (for the add-all-to-cart benchmark); answers the list's externalId and the entries' items.
 */
export async function createTeaserList(
  db: Db,
  teaserId: string,
  count: number,
): Promise<{ externalId: string; itemIds: string[] }> {
  const rows = await db
    .selectDistinctOn([items.productId], { productId: items.productId, itemId: items.id })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(
      and(
        eq(items.active, true),
        gte(items.stock, 100),
        gte(items.maxQuantity, 20),
        eq(products.isB2bAssortment, true),
        eq(products.b2bMinimumOrderQuantity, 1),
      ),
    )
    .orderBy(items.productId, items.position)
    .limit(count);
  if (rows.length < count) throw new Error(`the seed has only ${rows.length} products for the list`);
  const [list] = await db
    .insert(wishlists)
    .values({ kind: 'teaser', teaserId, name: teaserId })
    .returning({ id: wishlists.id });
  if (!list) throw new Error('could not insert the teaser list');
  await db
    .insert(wishlistEntries)
    .values(rows.map((row, position) => ({ ...row, wishlistId: list.id, quantity: 1, position })));
  return { externalId: list.id, itemIds: rows.map((row) => row.itemId) };
}
