// The catalogue (storefront §3.3-§3.7): categories, products, their items and images, related products and badges.

import type { MessageLanguage } from '@ranzen/sdk-core/store';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ItemDetailContent, ProductDetailContent } from '../detailContent';

/**
 * A catalogue text in the languages other than the catalogue's own German (issue 21: the English hosts
 * read English); the German text lives in the row's own columns, and a language without a translation
 * falls back to it (apps/api/src/catalog/catalogueLanguage.ts).
 */
export type CatalogueTranslations<Texts> = Partial<Record<MessageLanguage, Texts>>;

/** The texts of a category a store shows in its language. */
export interface CategoryTexts {
  readonly name: string;
  readonly metaTitle: string | null;
  readonly metaDescription: string | null;
}

/** The texts of a product a store shows in its language (cards, the product page and its head). */
export interface ProductTexts {
  readonly name: string;
  readonly metaDescription: string | null;
  readonly longDescription: string | null;
  readonly shortFacts: readonly string[];
}

/** The texts of an item (variant) a store shows in its language: its name (product name and variant). */
export interface ItemTexts {
  readonly name: string;
}

/** The text of a catalogue value in another language: a colour, size, material, age group or badge name. */
export interface ValueTexts {
  readonly value: string;
}

/** Three-level category tree (storefront §2.6, §3.10); `path` ('/1/10/100/') makes subtree listings one LIKE. */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    level: integer('level').notNull(),
    path: text('path').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    defaultSort: text('default_sort').notNull().default('si'),
    isSale: boolean('is_sale').notNull().default(false),
    isExcludedFromNav: boolean('is_excluded_from_nav').notNull().default(false),
    translations: jsonb('translations').$type<CatalogueTranslations<CategoryTexts>>().notNull().default({}),
  },
  (t) => [index('categories_parent_idx').on(t.parentId), index('categories_path_idx').on(t.path)],
);

/** Generated product drawings, one per (kind, colour); `version` is the content hash used in URLs. */
export const imageAssets = pgTable('image_assets', {
  key: text('key').primaryKey(),
  version: text('version').notNull(),
  alt: text('alt').notNull(),
});

/** Product (storefront §3.4, §3.7). Prices live on items; the product aggregates them. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    /** Position in its category, the 'si' sort. */
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    manufacturerName: text('manufacturer_name'),
    /** The colour of a product without colour variants ('Rot'); variants carry theirs on their items. */
    colour: text('colour'),
    /** Main material ('Holz', 'Kunststoff'); null where none makes sense (books). */
    material: text('material'),
    /** Age groups the product suits ('3-6 Jahre', '6-10 Jahre'); several or none. */
    ageGroups: text('age_groups').array().notNull().default(sql`'{}'::text[]`),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaRobots: text('meta_robots'),
    longDescription: text('long_description'),
    shortFacts: jsonb('short_facts').$type<string[]>().notNull(),
    scopeOfDelivery: text('scope_of_delivery'),
    isNew: boolean('is_new').notNull().default(false),
    isTopseller: boolean('is_topseller').notNull().default(false),
    isBook: boolean('is_book').notNull().default(false),
    deliveryFree: boolean('delivery_free').notNull().default(false),
    /** Energy class for electrical devices, e.g. 'A'; null otherwise. */
    energyClass: text('energy_class'),
    /** Base price unit shown to shoppers, e.g. '1 l' or '100 Blatt'. */
    basePriceUnit: text('base_price_unit'),
    /** Content of one item measured in basePriceUnit, in thousandths (250 = 0,25 l). */
    baseContentMilli: integer('base_content_milli'),
    /** B2B assortment: minimum order quantity in the educational store (1 = none). */
    b2bMinimumOrderQuantity: integer('b2b_minimum_order_quantity').notNull().default(1),
    isB2bAssortment: boolean('is_b2b_assortment').notNull().default(true),
    ratingAverage: real('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Detail page content (storefront §3.4); rich parts are sanitised when served. */
    detail: jsonb('detail').$type<ProductDetailContent>().notNull().default({}),
    translations: jsonb('translations').$type<CatalogueTranslations<ProductTexts>>().notNull().default({}),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.position),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Item = orderable variant by colour and size (storefront §3.5). */
export const items = pgTable(
  'items',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    orderNumber: text('order_number').notNull(),
    name: text('name').notNull(),
    colour: text('colour'),
    colourCss: text('colour_css'),
    size: text('size'),
    sizePosition: integer('size_position'),
    priceCents: integer('price_cents').notNull(),
    /** Special price: the price before the reduction (shown as "statt"). */
    oldPriceCents: integer('old_price_cents'),
    specialPriceDescription: text('special_price_description'),
    rrpCents: integer('rrp_cents'),
    rrpValidFrom: timestamp('rrp_valid_from', { withTimezone: true, mode: 'string' }),
    /** B2B educational suggested gross price. */
    educationalPriceCents: integer('educational_price_cents'),
    isBestPrice: boolean('is_best_price').notNull().default(false),
    stock: integer('stock').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    active: boolean('active').notNull().default(true),
    primeFaehig: boolean('prime_faehig').notNull().default(false),
    /** Item data the detail page shows (storefront §3.5): facts, warnings, power supply, matrix messages. */
    detail: jsonb('detail').$type<ItemDetailContent>().notNull().default({}),
    imageKey: text('image_key')
      .notNull()
      .references(() => imageAssets.key),
    translations: jsonb('translations').$type<CatalogueTranslations<ItemTexts>>().notNull().default({}),
  },
  (t) => [
    index('items_product_idx').on(t.productId, t.position),
    /** A search for an order number opens its product (search single-product link, issue 4). */
    index('items_order_number_idx').on(t.orderNumber),
    /** Stock is only decremented by conditional updates (orders/submitCart.ts); this makes overselling impossible. */
    check('items_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** Successors shown when a product is no longer available (storefront §3.4 replacement products). */
export const productReplacements = pgTable(
  'product_replacements',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    replacementId: text('replacement_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.replacementId] })],
);

export const accessories = pgTable(
  'accessories',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    accessoryId: text('accessory_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.accessoryId] })],
);

/**
 * The values many catalogue rows share (colours, sizes, materials, age groups, extra badge names), each
 * translated once (issue 21): rows and listing facets keep the German value, which stays the listing
 * filter's key, and the store shows the value's text in its language (catalog/catalogueLanguage.ts).
 */
export const catalogueValues = pgTable('catalogue_values', {
  /** The German value as the catalogue rows hold it ('Rot', 'Holz', '6-10 Jahre', 'Nachhaltig'). */
  value: text('value').primaryKey(),
  translations: jsonb('translations').$type<CatalogueTranslations<ValueTexts>>().notNull().default({}),
});

export const productBadges = pgTable(
  'product_badges',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    badgeId: text('badge_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.badgeId] })],
);
