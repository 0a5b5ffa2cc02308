// product_listing as a projection (issue 4; decision 0004): the listing row of a product is derived from
// products, its active items and its category, by this one statement and nowhere else. Whoever changes a
// product, an item or a category calls refreshProductListing in the same transaction, so listings and
// search never filter or sort by stale values (a rating after a review, a price, an item switched off).
// The same statement raises the listing version (listing_state), which cached facet counts are checked
// against.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { anyOf, type Db } from '../db/client';
import { categories, items, listingState, productListing, products } from '../db/schema';

/** The active items of the refreshed products, one row per product. */
const itemSummary = sql.identifier('item_summary');
const summary = (column: string) => sql`${itemSummary}.${sql.identifier(column)}`;

/** How every listing column is derived; a new listing column fails to compile until it is added here. */
const DERIVED: { readonly [K in keyof typeof productListing.$inferInsert]-?: SQL } = {
  productId: sql`${products.id}`,
  name: sql`${products.name}`,
  nameEn: sql`coalesce(${products.translations} -> 'en' ->> 'name', ${products.name})`,
  manufacturerName: sql`${products.manufacturerName}`,
  categoryPath: sql`${categories.path}`,
  categoryId: sql`${products.categoryId}`,
  position: sql`${products.position}`,
  // The variants' colours, else the one colour of a product without colour variants.
  colours: sql`case when cardinality(${summary('colours')}) > 0 then ${summary('colours')}
    when ${products.colour} is not null then array[${products.colour}] else '{}'::text[] end`,
  sizes: summary('sizes'),
  material: sql`${products.material}`,
  ageGroups: sql`${products.ageGroups}`,
  minPriceCents: summary('min_price_cents'),
  ratingAverage: sql`${products.ratingAverage}`,
  ratingCount: sql`${products.ratingCount}`,
  isTopseller: sql`${products.isTopseller}`,
  isB2bAssortment: sql`${products.isB2bAssortment}`,
  createdAt: sql`${products.createdAt}`,
};

const columns = Object.keys(DERIVED) as (keyof typeof DERIVED)[];
const listingColumn = (key: keyof typeof DERIVED) => sql.identifier(productListing[key].name);

/**
 * Rebuilds the listing rows of `productIds` (every product when omitted) in one statement: upserts the row
 * of each product with an active item, deletes the row of one without (it cannot be shown), and raises the
 * listing version.
 */
export async function refreshProductListing(db: Db, productIds?: readonly string[]): Promise<void> {
  if (productIds?.length === 0) return;
  const only = (column: AnyPgColumn<{ data: string }>) =>
    productIds ? sql`and ${anyOf(column, productIds)}` : sql``;
  await db.execute(sql`
    with ${itemSummary} as (
      select ${items.productId} as product_id,
        coalesce(array_agg(distinct ${items.colour} order by ${items.colour})
          filter (where ${items.colour} is not null), '{}'::text[]) as colours,
        coalesce(array_agg(distinct ${items.size} order by ${items.size})
          filter (where ${items.size} is not null), '{}'::text[]) as sizes,
        min(${items.priceCents}) as min_price_cents
      from ${items} where ${items.active} ${only(items.productId)}
      group by ${items.productId}
    ), removed as (
      delete from ${productListing}
      where not exists (select 1 from ${items} where ${items.productId} = ${productListing.productId}
        and ${items.active}) ${only(productListing.productId)}
    ), bumped as (
      update ${listingState} set ${sql.identifier(listingState.version.name)} = ${listingState.version} + 1
    )
    insert into ${productListing} (${sql.join(columns.map(listingColumn), sql`, `)})
    select ${sql.join(
      columns.map((key) => DERIVED[key]),
      sql`, `,
    )}
    from ${products}
      join ${categories} on ${categories.id} = ${products.categoryId}
      join ${itemSummary} on ${summary('product_id')} = ${products.id}
    on conflict (${listingColumn('productId')}) do update set ${sql.join(
      columns
        .filter((key) => key !== 'productId')
        .map((key) => sql`${listingColumn(key)} = excluded.${listingColumn(key)}`),
      sql`, `,
    )}`);
}
