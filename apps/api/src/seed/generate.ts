// Pure seed generation: category rows from the tree and one product (with items, reviews, badges) per
// index. Everything derives from the index through a seeded PRNG, so batches can be generated and
// inserted independently and the result is identical on every machine.
import type { InferInsertModel } from 'drizzle-orm';
import type {
  CatalogueTranslations,
  categories,
  items,
  ProductTexts,
  productBadges,
  products,
  reviews,
} from '../db/schema';
import { escapeHtml } from '../shop/escapeHtml';
import {
  CATEGORY_TREE,
  COLOURS,
  type ColourSlug,
  EXTRA_BADGES,
  KIND_AGE_GROUPS,
  KIND_COLOURS,
  KIND_MATERIALS,
  type LeafSpec,
  type ProductKind,
  REVIEW_AUTHORS,
  REVIEW_TEXTS,
  SCOPE_OF_DELIVERY,
  SHORT_FACTS,
  type TopSpec,
} from './catalogueData';
import { englishCategoryName, englishProductName, englishShortFacts, englishValue } from './catalogueEnglish';
import { createPrng, type Prng, prngFor } from './prng';
import { itemDetailContent, productDetailContent, reviewExtras, reviewWording } from './productDetail';

/** First product id; product ids are numeric strings counting up from here. */
export const FIRST_PRODUCT_ID = 100001;
/** A fixed reference date keeps dates deterministic (reviews, RRP valid-from). */
export const SEED_EPOCH = Date.UTC(2025, 0, 15);

export type CategoryRow = InferInsertModel<typeof categories>;
export type ProductRow = InferInsertModel<typeof products>;
export type ItemRow = InferInsertModel<typeof items>;
export type ReviewRow = InferInsertModel<typeof reviews>;
export type BadgeRow = InferInsertModel<typeof productBadges>;

export interface LeafRef {
  id: string;
  /** Category path, e.g. '/1/101/10101/'. */
  path: string;
  topIndex: number;
  top: TopSpec;
  spec: LeafSpec;
}

export interface CategoryTree {
  rows: CategoryRow[];
  leaves: LeafRef[];
}

/** The English texts of a category or product when its name has a translation; none (German only) otherwise. */
function inEnglish<Texts>(
  name: string | undefined,
  texts: (englishName: string) => Texts,
): CatalogueTranslations<Texts> {
  return name === undefined ? {} : { en: texts(name) };
}

/** Ids: top level '1'..'10', second level top*100+n ('101'), third level mid*100+n ('10101'). */
export function buildCategoryTree(): CategoryTree {
  const rows: CategoryRow[] = [];
  const leaves: LeafRef[] = [];
  CATEGORY_TREE.forEach((top, topIndex) => {
    const topId = String(topIndex + 1);
    rows.push({
      id: topId,
      parentId: null,
      level: 1,
      path: `/${topId}/`,
      position: topIndex,
      name: top.name,
      metaTitle: `${top.name} für Schule und Kita günstig kaufen`,
      metaDescription: `${top.name} für Schule, Kindergarten und Hort: große Auswahl, schnelle Lieferung.`,
      defaultSort: 'si',
      isSale: top.isSale ?? false,
      isExcludedFromNav: false,
      translations: inEnglish(englishCategoryName(top.name), (name) => ({
        name,
        metaTitle: `${name} for school and nursery at low prices`,
        metaDescription: `${name} for school, kindergarten and after-school care: a wide range, delivered fast.`,
      })),
    });
    top.mids.forEach((mid, midIndex) => {
      const midId = String(Number(topId) * 100 + midIndex + 1);
      rows.push({
        id: midId,
        parentId: topId,
        level: 2,
        path: `/${topId}/${midId}/`,
        position: midIndex,
        name: mid.name,
        metaTitle: null,
        metaDescription: `${mid.name} im Bereich ${top.name}.`,
        defaultSort: 'si',
        isSale: top.isSale ?? false,
        isExcludedFromNav: false,
        translations: inEnglish(englishCategoryName(mid.name), (name) => ({
          name,
          metaTitle: null,
          metaDescription: `${name} in ${englishCategoryName(top.name) ?? top.name}.`,
        })),
      });
      mid.leaves.forEach((leaf, leafIndex) => {
        const leafId = String(Number(midId) * 100 + leafIndex + 1);
        rows.push({
          id: leafId,
          parentId: midId,
          level: 3,
          path: `/${topId}/${midId}/${leafId}/`,
          position: leafIndex,
          name: leaf.name,
          metaTitle: null,
          metaDescription: `${leaf.name} günstig online bestellen.`,
          defaultSort: 'si',
          isSale: top.isSale ?? false,
          isExcludedFromNav: false,
          translations: inEnglish(englishCategoryName(leaf.name), (name) => ({
            name,
            metaTitle: null,
            metaDescription: `Order ${name} online at low prices.`,
          })),
        });
        leaves.push({ id: leafId, path: `/${topId}/${midId}/${leafId}/`, topIndex, top, spec: leaf });
      });
    });
  });
  return { rows, leaves };
}

/** Picks the leaf of product `index`: a top category by weight, then a leaf uniformly inside it. */
export function leafForIndex(tree: CategoryTree, index: number): LeafRef {
  const rng = prngFor(index, 1);
  const totalWeight = CATEGORY_TREE.reduce((sum, top) => sum + top.weight, 0);
  let roll = rng.next() * totalWeight;
  let topIndex = 0;
  for (const [i, top] of CATEGORY_TREE.entries()) {
    roll -= top.weight;
    if (roll < 0) {
      topIndex = i;
      break;
    }
  }
  const candidates = tree.leaves.filter((leaf) => leaf.topIndex === topIndex);
  return rng.pick(candidates);
}

export function productIdForIndex(index: number): string {
  return String(FIRST_PRODUCT_ID + index);
}

export function imageKey(kind: ProductKind, colour: ColourSlug): string {
  return `${kind}-${colour}`;
}

/** Rounds a price in cents to the shop's usual ,99 / ,49 endings. */
export function shopPrice(cents: number, rng: Prng): number {
  const euros = Math.max(0, Math.floor(cents / 100));
  const ending = cents < 500 ? rng.pick([49, 79, 99]) : rng.pick([49, 99, 99]);
  return euros * 100 + ending;
}

export interface ProductAttributes {
  material: string | null;
  ageGroups: string[];
}

/**
 * The facet attributes of product number `index` (issue 4 "What to build" 2): one material of its kind or
 * leaf (none for books), and a run of neighbouring age groups. Their own PRNG stream (salt 4) leaves every
 * value seeded before them unchanged, and lets a database seeded earlier get the same values later.
 */
export function productAttributes(index: number, spec: LeafSpec): ProductAttributes {
  const rng = prngFor(index, 4);
  const materials = spec.materials ?? KIND_MATERIALS[spec.kind];
  const ageGroups = spec.ageGroups ?? KIND_AGE_GROUPS[spec.kind];
  return {
    material: materials.length === 0 ? null : rng.pick(materials),
    ageGroups: ageGroups.length === 0 ? [] : takeRun(ageGroups, rng.int(1, ageGroups.length), rng),
  };
}

export interface GeneratedProduct {
  product: ProductRow;
  items: ItemRow[];
  reviews: ReviewRow[];
  badges: BadgeRow[];
}

const PRICE_STEP_PER_SIZE = 0.06;

/** Generates product number `index` (0-based) in its leaf at `position`. */
export function generateProduct(index: number, leaf: LeafRef, position: number): GeneratedProduct {
  const rng = prngFor(index, 2);
  const id = productIdForIndex(index);
  const spec = leaf.spec;
  const brand = rng.pick(leaf.top.brands);
  const baseName = rng.pick(spec.bases);
  const detail = rng.pick(spec.details);
  const packIndex = rng.int(0, spec.packs.length - 1);
  const pack = spec.packs[packIndex] ?? '';
  const name = spec.book ? `${baseName} „${detail}“` : `${brand} ${baseName} ${detail}${pack}`;
  const englishName = englishProductName({ brand, base: baseName, detail, pack, book: spec.book ?? false });
  const palette = KIND_COLOURS[spec.kind];
  const mainColour = rng.pick(palette);

  const colours: ColourSlug[] =
    spec.variants === 'colour' || spec.variants === 'colour-size'
      ? rng.sample(palette, rng.int(2, Math.min(4, palette.length)))
      : [mainColour];
  const sizes: (string | null)[] =
    (spec.variants === 'size' || spec.variants === 'colour-size') && spec.sizes
      ? takeRun(spec.sizes, rng.int(2, Math.min(4, spec.sizes.length)), rng)
      : [null];

  const priceRange = spec.price;
  const basePrice = shopPrice(rng.int(priceRange[0], priceRange[1]), rng);
  const hasSpecial = rng.chance(0.2);
  const specialFactor = 1.1 + rng.next() * 0.35;
  const hasRrp = rng.chance(0.15);
  const isBestPrice = rng.chance(0.1);
  const expensive = basePrice >= 10000;
  const consumable = spec.consumable ?? false;

  const itemRows: ItemRow[] = [];
  let itemNumber = 0;
  for (const colour of colours) {
    for (const [sizeIndex, size] of sizes.entries()) {
      itemNumber += 1;
      const suffix = String(itemNumber).padStart(2, '0');
      const irng = createPrng(Math.imul(index + 1, 7919) + itemNumber);
      const price =
        size === null ? basePrice : shopPrice(basePrice * (1 + sizeIndex * PRICE_STEP_PER_SIZE), irng);
      const shortage = irng.chance(0.08);
      const colourInfo = COLOURS[colour];
      const variant = [colours.length > 1 ? colourInfo.name : null, size].filter((part) => part !== null);
      itemRows.push({
        id: `${id}-${suffix}`,
        productId: id,
        position: itemNumber - 1,
        orderNumber: `${id}${suffix}`,
        name: [name, ...variant].join(', '),
        translations: inEnglish(englishName, (productName) => ({
          name: [productName, ...variant.map(englishValue)].join(', '),
        })),
        colour: colours.length > 1 ? colourInfo.name : null,
        colourCss: colours.length > 1 ? colourInfo.css : null,
        size,
        sizePosition: size === null ? null : sizeIndex,
        priceCents: price,
        oldPriceCents: hasSpecial ? shopPrice(price * specialFactor, irng) : null,
        specialPriceDescription: hasSpecial ? 'Sonderpreis' : null,
        rrpCents: hasRrp ? shopPrice(price * 1.25, irng) : null,
        rrpValidFrom: hasRrp ? new Date(SEED_EPOCH - 90 * 86_400_000).toISOString() : null,
        educationalPriceCents: Math.round(price * 0.88),
        isBestPrice,
        stock: shortage ? 0 : irng.chance(0.1) ? irng.int(1, 5) : irng.int(20, 800),
        maxQuantity: expensive ? 10 : 999,
        active: true,
        primeFaehig: irng.chance(0.6),
        detail: itemDetailContent(index, itemNumber, {
          kind: spec.kind,
          colour: colours.length > 1 ? colourInfo.name : null,
          size,
          orderNumber: `${id}${suffix}`,
        }),
        imageKey: imageKey(spec.kind, colour),
      });
    }
  }

  const reviewCount = rng.chance(0.25) ? 0 : rng.int(1, 8);
  const quality = rng.int(2, 5);
  const reviewRows: ReviewRow[] = [];
  for (let r = 0; r < reviewCount; r += 1) {
    const rating = Math.max(1, Math.min(5, quality + rng.pick([-2, -1, 0, 0, 0, 1])));
    const text = rng.pick(REVIEW_TEXTS[rating - 1] ?? []);
    const author = rng.pick(REVIEW_AUTHORS);
    const helpfulCount = rng.int(0, 25);
    const isVerified = rng.chance(0.7);
    const createdAt = new Date(SEED_EPOCH - rng.int(1, 700) * 86_400_000);
    reviewRows.push({
      productId: id,
      rating,
      author,
      ...reviewWording(index, r, rating, text),
      helpfulCount,
      isVerified,
      createdAt,
      ...reviewExtras(index, r, createdAt),
    });
  }
  const ratingAverage =
    reviewRows.length === 0
      ? null
      : Math.round((reviewRows.reduce((sum, review) => sum + review.rating, 0) / reviewRows.length) * 10) /
        10;

  const badges: BadgeRow[] = rng
    .sample(EXTRA_BADGES, rng.chance(0.35) ? rng.int(1, 2) : 0)
    .map((badge, badgePosition) => ({
      productId: id,
      badgeId: badge.id,
      name: badge.name,
      position: badgePosition,
    }));

  const contents = spec.base
    ? (spec.base.contents[Math.min(packIndex, spec.base.contents.length - 1)] ?? 1)
    : null;
  const facts = rng.sample(SHORT_FACTS[spec.kind], 3);

  const product: ProductRow = {
    id,
    categoryId: leaf.id,
    position,
    kind: spec.kind,
    name,
    manufacturerName: spec.book ? brand : brand,
    colour: colours.length > 1 ? null : COLOURS[mainColour].name,
    ...productAttributes(index, spec),
    // No brand here: the storefront appends the store's own (a B2B title carried both brands, issue 21).
    metaTitle: null,
    metaDescription: `${name} jetzt bei Ranzen bestellen: ${facts.join(', ')}.`,
    metaRobots: 'index,follow',
    longDescription: describe(name, spec, facts),
    shortFacts: facts,
    translations: inEnglish(englishName, (productName) => englishProductTexts(productName, spec, facts)),
    scopeOfDelivery: SCOPE_OF_DELIVERY[spec.kind],
    isNew: rng.chance(0.1),
    isTopseller: rng.chance(0.1),
    isBook: spec.book ?? false,
    deliveryFree: expensive || (spec.book ?? false),
    energyClass: spec.energy ? rng.pick(['A', 'B', 'C', 'D', 'E']) : null,
    basePriceUnit: spec.base ? spec.base.unit : null,
    baseContentMilli: contents === null ? null : Math.round(contents * 1000),
    b2bMinimumOrderQuantity: consumable && rng.chance(0.4) ? rng.pick([5, 10, 10, 20, 25]) : 1,
    isB2bAssortment: rng.chance(0.9),
    ratingAverage,
    ratingCount: reviewRows.length,
    createdAt: new Date(SEED_EPOCH - rng.int(1, 400) * 86_400_000),
    detail: productDetailContent(index, {
      productId: id,
      name,
      kind: spec.kind,
      facts,
      isBook: spec.book ?? false,
    }),
  };
  return { product, items: itemRows, reviews: reviewRows, badges };
}

function takeRun<T>(values: readonly T[], count: number, rng: Prng): T[] {
  const start = rng.int(0, values.length - count);
  return values.slice(start, start + count);
}

/** The English texts of a product named `name` in English; the facts stay German when one has no translation. */
function englishProductTexts(name: string, spec: LeafSpec, germanFacts: readonly string[]): ProductTexts {
  const facts = englishShortFacts(germanFacts) ?? germanFacts;
  const audience = spec.book
    ? 'Ideal for reading aloud and reading alone at nursery and primary school.'
    : 'Proven in everyday school life, at nursery and in after-school care.';
  const range = englishCategoryName(spec.name) ?? spec.name;
  return {
    name,
    metaDescription: `Order ${name} now at Ranzen: ${facts.join(', ')}.`,
    longDescription: [
      `<p><strong>${escapeHtml(name)}</strong> from our ${escapeHtml(range)} range. ${audience}</p>`,
      factList(facts),
      '<p>Every article is checked before dispatch. Our customer service is happy to help with any questions.</p>',
    ].join(''),
    shortFacts: facts,
  };
}

function factList(facts: readonly string[]): string {
  return `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`;
}

function describe(name: string, spec: LeafSpec, facts: readonly string[]): string {
  const audience = spec.book
    ? 'Ideal zum Vorlesen und Selberlesen in Kita und Grundschule.'
    : 'Bewährt im Schulalltag, in der Kita und im Hort.';
  return [
    `<p><strong>${escapeHtml(name)}</strong> aus unserem Sortiment ${escapeHtml(spec.name)}. ${audience}</p>`,
    factList(facts),
    '<p>Alle Artikel werden vor dem Versand geprüft. Bei Fragen hilft unser Kundenservice gern weiter.</p>',
  ].join('');
}
