import { describe, expect, it } from 'vitest';
import { CATEGORY_META_TITLE_LIMIT, categoryMetaTitle, robotsFor } from './seoMeta';

describe('categoryMetaTitle (spec storefront §5, §9)', () => {
  it("is 'current / parent'", () => {
    expect(categoryMetaTitle('Füller', 'Schreiben')).toBe('Füller / Schreiben');
  });

  it('uses only the current category when the combination exceeds 50 characters', () => {
    const parent = 'x'.repeat(CATEGORY_META_TITLE_LIMIT);
    expect(categoryMetaTitle('Füller', parent)).toBe('Füller');
    // exactly 50 characters still fits
    expect(categoryMetaTitle('a'.repeat(20), 'b'.repeat(27))).toHaveLength(50);
  });

  it('is the current category alone without a parent', () => {
    expect(categoryMetaTitle('Schule', null)).toBe('Schule');
  });
});

describe('robotsFor (spec storefront §9 "Indexing")', () => {
  it('never indexes the basket and not-found pages', () => {
    expect(robotsFor('basket')).toBe('noindex,follow');
    expect(robotsFor('notFound')).toBe('noindex,follow');
  });

  it('indexes other pages unless the page says otherwise', () => {
    expect(robotsFor('indexable')).toBe('index,follow');
    expect(robotsFor('indexable', 'noindex,nofollow')).toBe('noindex,nofollow');
  });
});
