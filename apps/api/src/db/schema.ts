// The one Drizzle schema for PGlite and PostgreSQL (DESIGN §3 "Database"). Shapes follow the spec's
// entities: storefront §3.3-§3.14 (catalogue, CMS, parameters) and shopping §3 (users, carts).
// Money is always integer cents; formatting happens per store at the API edge.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ItemDetailContent, ProductDetailContent } from './detailContent';

/** PostgreSQL's text search document type (full-text search, issue 4). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** Seed bookkeeping: one row per applied seed version makes the first-start seed idempotent. */
export const seedMeta = pgTable('seed_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  },
  (t) => [
    index('items_product_idx').on(t.productId, t.position),
    /** A search for an order number opens its product (search single-product link, issue 4). */
    index('items_order_number_idx').on(t.orderNumber),
  ],
);

/** Time-limited offers with their own price and quantity (storefront §1, shopping §3 "Lightning deal info"). */
export const lightningDeals = pgTable(
  'lightning_deals',
  {
    id: serial('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    priceCents: integer('price_cents').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** lightningQuantityMax: units one cart may buy at the deal price (shopping §4 "Lightning deals"). */
    quantityMax: integer('quantity_max').notNull(),
    /** Units the deal offers in total. */
    units: integer('units').notNull().default(100),
    /**
     * Units held by unreleased reservations (sum of lightning_reservations.quantity where not released).
     * Changed only by conditional atomic updates (apps/api/src/lightning/reservationStore.ts); the check
     * makes overselling impossible even for a buggy writer.
     */
    quantityReserved: integer('quantity_reserved').notNull().default(0),
  },
  (t) => [
    index('lightning_deals_item_idx').on(t.itemId),
    check(
      'lightning_deals_reserved_check',
      sql`${t.quantityReserved} >= 0 AND ${t.quantityReserved} <= ${t.units}`,
    ),
  ],
);

/** Reviews (storefront §3.9). */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    rating: integer('rating').notNull(),
    author: text('author').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Optional place shown after the author name. */
    authorLocation: text('author_location'),
    /** The shop's answer (storefront §3.9 comment, commentAuthor, commentDate). */
    comment: text('comment'),
    commentAuthor: text('comment_author'),
    commentAt: timestamp('comment_at', { withTimezone: true }),
    /** Visitor (X-User-Id) who wrote the review through saveReview; null for imported reviews. */
    visitorId: text('visitor_id'),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    index('reviews_product_rating_idx').on(t.productId, t.rating, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** One helpful vote per visitor and review (storefront §3.9 helpfulRating). */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id),
    visitorId: text('visitor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.visitorId] })],
);

/**
 * Product views (storefront §4 "A product view (glance) is recorded once per session per item"). A visit
 * counts as one session while glances of the same item follow each other within the session window.
 */
export const productGlances = pgTable(
  'product_glances',
  {
    id: serial('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    domain: text('domain').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_glances_visitor_item_idx').on(t.visitorId, t.itemId, t.lastSeenAt),
    index('product_glances_product_idx').on(t.productId),
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

/**
 * CMS pages (storefront §2.4, §3.14). `family` scopes a page to consumer or B2B stores ('all' for both);
 * a redirect page carries redirectUrl, a GONE page answers 410.
 */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    family: text('family').notNull().default('all'),
    pageType: text('page_type').notNull(),
    title: text('title'),
    metaDescription: text('meta_description'),
    metaRobots: text('meta_robots'),
    redirectUrl: text('redirect_url'),
    redirectTemporary: boolean('redirect_temporary').notNull().default(false),
    abTests: jsonb('ab_tests').$type<{ id: string; trackingCode: string }[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('cms_pages_path_family_idx').on(t.path, t.family)],
);

export const cmsRows = pgTable(
  'cms_rows',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id),
    position: integer('position').notNull(),
  },
  (t) => [index('cms_rows_page_idx').on(t.pageId)],
);

export const cmsCells = pgTable(
  'cms_cells',
  {
    id: serial('id').primaryKey(),
    rowId: integer('row_id')
      .notNull()
      .references(() => cmsRows.id),
    position: integer('position').notNull(),
    elementType: text('element_type').notNull(),
    width: integer('width').notNull().default(12),
    /** Raw editor HTML; sanitised by the cms service before it is served (DESIGN §7). */
    html: text('html'),
    /** Shown only to this customer segment (storefront §6 preview); null: to everyone. */
    segment: text('segment'),
    /** With abVariant: shown only in that variant of this A/B test (storefront §3.14, §6). */
    abTestId: text('ab_test_id'),
    abVariant: text('ab_variant'),
  },
  (t) => [index('cms_cells_row_idx').on(t.rowId)],
);

/** One teaser attribute as stored (storefront §3.13). */
export interface TeaserAttributeData {
  name: string;
  text?: string;
  value?: string;
  url?: string;
  openLinkInNewWindow?: boolean;
  urlPath?: string;
  altTag?: string;
  imgTitle?: string;
  width?: number;
  height?: number;
  valueList?: string[];
}

export const cmsTeasers = pgTable(
  'cms_teasers',
  {
    id: serial('id').primaryKey(),
    cellId: integer('cell_id')
      .notNull()
      .references(() => cmsCells.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    template: text('template'),
    attributes: jsonb('attributes').$type<TeaserAttributeData[]>().notNull(),
  },
  (t) => [index('cms_teasers_cell_idx').on(t.cellId)],
);

/** Footer selling points (storefront §3.12). */
export const footerUsps = pgTable('footer_usps', {
  id: serial('id').primaryKey(),
  family: text('family').notNull().default('all'),
  position: integer('position').notNull(),
  image: text('image'),
  headline: text('headline'),
  subheadline: text('subheadline'),
  text: text('text'),
  link: text('link'),
});

export const footerLinkBlocks = pgTable('footer_link_blocks', {
  id: serial('id').primaryKey(),
  family: text('family').notNull().default('all'),
  position: integer('position').notNull(),
  headline: text('headline'),
  type: text('type').notNull(),
  /** Raw HTML, sanitised when served. */
  content: text('content'),
  link: text('link'),
  links: jsonb('links').$type<{ label: string; url: string; external: boolean }[]>().notNull(),
});

/** Global parameters and feature flags by name and entry (storefront §7). */
export const globalParameters = pgTable(
  'global_parameters',
  {
    name: text('name').notNull(),
    entry: text('entry').notNull(),
    value: text('value'),
  },
  (t) => [primaryKey({ columns: [t.name, t.entry] })],
);

/** Visitors and customers (storefront §3.2, shopping §3 "Customer info"). */
export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  /** anonymous | guest | customer */
  kind: text('kind').notNull().default('anonymous'),
  email: text('email'),
  isInternal: boolean('is_internal').notNull().default(false),
  primeStatus: text('prime_status').notNull().default('NONE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cart owned by one user (shopping §3 "Cart"). */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_user_idx').on(t.userId)],
);

/** Cart position (shopping §3 "Cart item"); one line per item, quantities merge. */
export const cartPositions = pgTable(
  'cart_positions',
  {
    id: uuid('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    quantity: integer('quantity').notNull(),
    /** Units of `quantity` bought at the lightning deal price (shopping §3 "quantityLightning"). */
    lightningQuantity: integer('lightning_quantity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_positions_cart_item_idx').on(t.cartId, t.itemId),
    index('cart_positions_cart_idx').on(t.cartId),
    check('cart_positions_quantity_check', sql`${t.quantity} > 0`),
    check(
      'cart_positions_lightning_quantity_check',
      sql`${t.lightningQuantity} >= 0 AND ${t.lightningQuantity} <= ${t.quantity}`,
    ),
  ],
);

/**
 * A cart's hold on lightning deal units (shopping §3 "Lightning reservation"), one row per cart and deal.
 * Live = not released and not expired. Expired rows are released lazily by the next reservation attempt
 * on the same deal, in that attempt's transaction (docs/decisions, apps/api/src/lightning/).
 */
export const lightningReservations = pgTable(
  'lightning_reservations',
  {
    id: uuid('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    dealId: integer('deal_id')
      .notNull()
      .references(() => lightningDeals.id),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    extended: boolean('extended').notNull().default(false),
    released: boolean('released').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lightning_reservations_cart_deal_idx').on(t.cartId, t.dealId),
    index('lightning_reservations_deal_expiry_idx').on(t.dealId, t.expiresAt).where(sql`NOT ${t.released}`),
    check('lightning_reservations_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/** Voucher codes (shopping §3 "voucher status and attainable vouchers"); codes are stored upper case. */
export const vouchers = pgTable(
  'vouchers',
  {
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    /** 'percent' (value = percent) or 'amount' (value = cents). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    /** Restricts the voucher to one product's items (shown as the item's relatedVoucherCode). */
    productId: text('product_id').references(() => products.id),
    /** 'all', 'consumer' or 'b2b'. */
    family: text('family').notNull().default('all'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('vouchers_kind_check', sql`${t.kind} IN ('percent', 'amount')`),
    check('vouchers_value_check', sql`${t.value} > 0`),
  ],
);

export const cartVouchers = pgTable(
  'cart_vouchers',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => vouchers.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.code] })],
);

/** Free articles (gifts) granted from a minimum cart value (shopping §3 "free articles and gift minimum price"). */
export const freeArticles = pgTable('free_articles', {
  id: serial('id').primaryKey(),
  itemId: text('item_id')
    .notNull()
    .references(() => items.id),
  minimumOrderCents: integer('minimum_order_cents').notNull(),
  family: text('family').notNull().default('all'),
});

/** Printed catalogues a shopper can order free with the cart (shopping §3 "catalogs"). */
export const catalogues = pgTable('catalogues', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  family: text('family').notNull().default('all'),
  position: integer('position').notNull(),
});

export const cartCatalogues = pgTable(
  'cart_catalogues',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => catalogues.code),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.code] })],
);

/**
 * Tracking events from the storefront (storefront §7 "add tracking events", §3.15): append-only,
 * read by analytics jobs. The payload is the event's JSON object as validated at the API edge.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    storeId: text('store_id').notNull(),
    /** The visitor's user id (X-User-Id) when known. */
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_name_created_idx').on(t.name, t.createdAt)],
);

/**
 * The shop's search rules as data (storefront §3.11, §4 submit flow, §7 check query and long-tail):
 * 'redirect' sends a query to redirectPath, 'rewrite' searches targetQuery instead (the client keeps the
 * original as oq), 'long-tail' narrows to targetQuery with suggested filters ([{ name, values }]).
 * `query` is the normalised query (trimmed, single spaces, lower case).
 */
export const searchRules = pgTable(
  'search_rules',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    query: text('query').notNull(),
    redirectPath: text('redirect_path'),
    targetQuery: text('target_query'),
    filters: jsonb('filters').$type<{ name: string; values: (string | null)[] }[]>(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('search_rules_kind_query_idx').on(t.kind, t.query),
    check(
      'search_rules_kind_check',
      sql`(${t.kind} = 'redirect' and ${t.redirectPath} is not null) or (${t.kind} = 'rewrite' and ${t.targetQuery} is not null) or (${t.kind} = 'long-tail' and ${t.targetQuery} is not null and ${t.filters} is not null)`,
    ),
  ],
);

/**
 * Terms offered as suggestions while typing (storefront §4 "Search suggestions"): category names, brands
 * and curated searches; `popular` ones fill the list for an empty query. `normalized` is lower case without
 * accents, trigram-indexed for prefix and typo matches.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    normalized: text('normalized').notNull(),
    popularity: integer('popularity').notNull(),
    popular: boolean('popular').notNull().default(false),
  },
  (t) => [index('search_terms_normalized_trgm_idx').using('gin', t.normalized.op('gin_trgm_ops'))],
);

/**
 * Vocabulary of the words in product names (lower case, no accents) with the number of products using
 * them: a misspelt query word is replaced by its closest vocabulary word (typo tolerance, issue 4).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    documents: integer('documents').notNull(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * The listing and search document of a product (issue 4): the few columns category listings and search
 * filter, sort, facet and rank by, in a narrow table so a broad search reads a few pages instead of the
 * wide product rows. A projection of products, items and categories, written only by
 * refreshProductListing (apps/api/src/catalog/listingProjection.ts) whenever they change; cards are then
 * loaded from products for one page. Products without an active item have no row.
 */
export const productListing = pgTable(
  'product_listing',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id),
    name: text('name').notNull(),
    manufacturerName: text('manufacturer_name'),
    /** The product's category path ('/1/101/10101/'): a subtree is one prefix match. */
    categoryPath: text('category_path').notNull(),
    categoryId: text('category_id').notNull(),
    /** Position in its category, the 'si' sort. */
    position: integer('position').notNull(),
    /** Colours the product comes in ('Rot'): its active variants' colours, or its one colour. */
    colours: text('colours').array().notNull(),
    /** Sizes of the product's active variants. */
    sizes: text('sizes').array().notNull(),
    material: text('material'),
    ageGroups: text('age_groups').array().notNull().default(sql`'{}'::text[]`),
    /** Lowest active item price in cents: the price listings sort and filter by ("ab" price). */
    minPriceCents: integer('min_price_cents').notNull(),
    ratingAverage: real('rating_average'),
    ratingCount: integer('rating_count').notNull(),
    isTopseller: boolean('is_topseller').notNull(),
    isB2bAssortment: boolean('is_b2b_assortment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Full-text search document: name weighted A, manufacturer B, German stems without accents. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('german_unaccent'::regconfig, name), 'A') || setweight(to_tsvector('german_unaccent'::regconfig, coalesce(manufacturer_name, '')), 'B')`,
      ),
  },
  (t) => [
    index('product_listing_search_vector_idx').using('gin', t.searchVector),
    index('product_listing_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Covers every column a category listing reads (INCLUDE, added by migration 0013: Drizzle cannot declare it).
    index('product_listing_category_path_idx').on(t.categoryPath.op('text_pattern_ops'), t.position),
    index('product_listing_colours_idx').using('gin', t.colours),
    index('product_listing_sizes_idx').using('gin', t.sizes),
    index('product_listing_age_groups_idx').using('gin', t.ageGroups),
  ],
);

/**
 * The version of product_listing, one row: refreshProductListing raises it in the statement that rewrites
 * listing rows, so a reader sees the version and the rows it belongs to in one snapshot. Facet counts are
 * cached per version (apps/api/src/catalog/facetCountCache.ts).
 */
export const listingState = pgTable(
  'listing_state',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [check('listing_state_single_row', sql`${t.id}`)],
);
