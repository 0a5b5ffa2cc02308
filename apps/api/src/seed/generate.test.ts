// Seed rules: deterministic, three-level numeric category tree, id formats, realistic data mix.
import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, CATEGORY_TREE, KIND_COLOURS } from './catalogueData';
import {
  buildCategoryTree,
  FIRST_PRODUCT_ID,
  generateProduct,
  leafForIndex,
  productIdForIndex,
} from './generate';
import { createPrng } from './prng';

const tree = buildCategoryTree();

function products(count: number) {
  return Array.from({ length: count }, (_, index) =>
    generateProduct(index, leafForIndex(tree, index), index),
  );
}

describe('seed generation', () => {
  it('is deterministic: the same index always gives the same product', () => {
    const a = generateProduct(42, leafForIndex(tree, 42), 0);
    const b = generateProduct(42, leafForIndex(tree, 42), 0);
    expect(a).toEqual(b);
    expect(createPrng(7).next()).toBe(createPrng(7).next());
  });

  it('builds a three-level tree with numeric ids and the spec areas (storefront §2.6, §3.10)', () => {
    const levels = new Set(tree.rows.map((row) => row.level));
    expect([...levels].sort()).toEqual([1, 2, 3]);
    for (const row of tree.rows) expect(row.id).toMatch(/^\d+$/);
    const topNames = tree.rows.filter((row) => row.level === 1).map((row) => row.name);
    expect(topNames).toEqual(
      expect.arrayContaining(['Schreiben', 'Papier & Hefte', 'Basteln', 'Elektrogeräte', 'Textilien']),
    );
    expect(tree.leaves.length).toBe(
      CATEGORY_TREE.flatMap((top) => top.mids.flatMap((mid) => mid.leaves)).length,
    );
  });

  it('numbers products from 100001 and items as <product>-NN', () => {
    expect(productIdForIndex(0)).toBe(String(FIRST_PRODUCT_ID));
    const generated = generateProduct(0, leafForIndex(tree, 0), 0);
    expect(generated.product.id).toBe('100001');
    expect(generated.items[0]?.id).toBe('100001-01');
  });

  it('produces the data mix the spec needs: variants, special and base prices, shortage, reviews, B2B minimums', () => {
    const all = products(600);
    const items = all.flatMap((entry) => entry.items);
    expect(all.some((entry) => entry.items.length > 1)).toBe(true);
    expect(items.some((item) => item.colour !== null)).toBe(true);
    expect(items.some((item) => item.size !== null)).toBe(true);
    expect(items.some((item) => (item.oldPriceCents ?? 0) > item.priceCents)).toBe(true);
    expect(items.some((item) => item.rrpCents !== null)).toBe(true);
    expect(items.some((item) => item.stock === 0)).toBe(true);
    expect(all.some((entry) => entry.product.basePriceUnit === '1 l')).toBe(true);
    expect(all.some((entry) => entry.product.energyClass !== null)).toBe(true);
    expect(all.some((entry) => (entry.product.b2bMinimumOrderQuantity ?? 1) > 1)).toBe(true);
    expect(all.some((entry) => entry.reviews.length > 0)).toBe(true);
    for (const item of items) {
      expect(Number.isInteger(item.priceCents)).toBe(true);
      expect(item.educationalPriceCents).toBeLessThan(item.priceCents);
    }
  });

  it('gives products the facet attributes: one colour without colour variants, a material, age groups (issue 4)', () => {
    const all = products(600);
    for (const { product, items } of all) {
      const variantColours = items.some((item) => item.colour !== null);
      expect(product.colour === null).toBe(variantColours);
      if (product.isBook) expect(product.material).toBeNull();
      // Age groups are a run of neighbours in AGE_GROUPS order ('3-6 Jahre', then '6-10 Jahre', ...).
      const groups: readonly string[] = product.ageGroups ?? [];
      const order: readonly string[] = AGE_GROUPS;
      const first = order.indexOf(groups[0] ?? '');
      expect(groups).toEqual(order.slice(first, first + groups.length));
    }
    const materials = new Set(all.map((entry) => entry.product.material));
    expect([...materials]).toEqual(expect.arrayContaining(['Holz', 'Kunststoff', 'Papier', 'Metall', null]));
    expect(all.some((entry) => (entry.product.ageGroups ?? []).length > 1)).toBe(true);
    expect(new Set(all.flatMap((entry) => entry.product.ageGroups ?? []))).toEqual(new Set(AGE_GROUPS));
  });

  it('draws every item in a colour its kind has a drawing for', () => {
    for (const entry of products(200)) {
      for (const item of entry.items) {
        const [kind, colour] = [entry.product.kind, item.imageKey.slice(entry.product.kind.length + 1)];
        expect(KIND_COLOURS[kind as keyof typeof KIND_COLOURS]).toContain(colour);
      }
    }
  });

  it('writes German product names', () => {
    const names = products(50).map((entry) => entry.product.name);
    expect(names.join(' ')).toMatch(/Bleistift|Heft|Schulranzen|Schere|Buch|Füller|Stifte|Block|Bausteine/);
  });
});

describe('English catalogue texts (issue 21 "the English stores read English")', () => {
  it('gives every category and every generated product an English name and description', () => {
    for (const row of tree.rows) {
      expect(row.translations?.en?.name, row.name).toMatch(/^[\x20-\x7e]+$/);
    }
    for (const { product } of products(600)) {
      const english = product.translations?.en;
      if (!english) throw new Error(`no English for ${product.name}`);
      // The same (invented, German) brand, then English words: no umlaut or German word left.
      const brand = product.isBook ? '' : (product.manufacturerName ?? '');
      expect(english.name.startsWith(brand)).toBe(true);
      expect(english.name.slice(brand.length)).not.toMatch(/[äöüÄÖÜß]|\bmit\b|er-Set\b|Blatt|Teile/);
      expect(english.longDescription).toContain('from our');
      expect(english.shortFacts).toHaveLength(product.shortFacts.length);
      expect(english.shortFacts).not.toEqual(product.shortFacts);
    }
  });

  it('builds the English name the way the German one is built', () => {
    const pencilLeaf = tree.leaves.find((leaf) => leaf.spec.name === 'Bleistifte');
    if (!pencilLeaf) throw new Error('no pencil leaf');
    const { product } = generateProduct(7, pencilLeaf, 0);
    const english = product.translations?.en?.name ?? '';
    expect(product.name).toMatch(/Bleistift/);
    expect(english).toMatch(/Pencil/);
    expect(english.split(' ')[0]).toBe(product.name.split(' ')[0]);
  });
});
