// Spec storefront §5: "The discount percent badge shows only from 5 percent. It uses the large style
// at 25 percent or more." and §9 "Discount badge threshold: 5 percent (large style at 25)".
import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_BADGE_LARGE_PERCENT,
  DISCOUNT_BADGE_MIN_PERCENT,
  discountBadge,
  LIST_EXTRA_BADGE_LIMIT,
  PRODUCT_PAGE_EXTRA_BADGE_LIMIT,
  visibleExtraBadges,
} from './badges';

describe('discountBadge', () => {
  it('uses the spec thresholds', () => {
    expect(DISCOUNT_BADGE_MIN_PERCENT).toBe(5);
    expect(DISCOUNT_BADGE_LARGE_PERCENT).toBe(25);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -10, 0, 1, 4, 4.99])(
    'shows no badge for %s',
    (percent) => {
      expect(discountBadge(percent)).toBeNull();
    },
  );

  it('decides every whole percentage from 0 to 100', () => {
    for (let percent = 0; percent <= 100; percent += 1) {
      const badge = discountBadge(percent);
      if (percent < 5) expect(badge, `${percent} %`).toBeNull();
      else if (percent < 25) expect(badge, `${percent} %`).toEqual({ percent, size: 'regular' });
      else expect(badge, `${percent} %`).toEqual({ percent, size: 'large' });
    }
  });

  it.each([
    [5, { percent: 5, size: 'regular' }],
    [5.5, { percent: 5, size: 'regular' }],
    [24, { percent: 24, size: 'regular' }],
    [24.9, { percent: 24, size: 'regular' }],
    [25, { percent: 25, size: 'large' }],
    [25.4, { percent: 25, size: 'large' }],
    [70, { percent: 70, size: 'large' }],
  ] as const)('%s %% gives %o', (percent, expected) => {
    expect(discountBadge(percent)).toEqual(expected);
  });
});

// Spec storefront §5 "Only the first extra badge is shown in lists (at most 3 on the product page).
// Badges with the ids of the provider's own brand badge, 'classic' and 'top-rated' are excluded".
describe('visibleExtraBadges', () => {
  const badges = [
    { id: 'own-brand', name: 'Eigenmarke' },
    { id: 'classic', name: 'Klassiker' },
    { id: 'top-rated', name: 'Top bewertet' },
    { id: 'eco', name: 'Nachhaltig' },
    { id: 'made-in-germany', name: 'Made in Germany' },
    { id: 'school-start', name: 'Schulstart-Tipp' },
    { id: 'din', name: 'DIN-geprüft' },
  ];

  it('shows the first badge that is not brand-related in lists', () => {
    expect(LIST_EXTRA_BADGE_LIMIT).toBe(1);
    expect(visibleExtraBadges(badges, 'list').map((badge) => badge.id)).toEqual(['top-rated']);
  });

  it('shows at most 3 on the product page, without brand and top-rated badges', () => {
    expect(PRODUCT_PAGE_EXTRA_BADGE_LIMIT).toBe(3);
    expect(visibleExtraBadges(badges, 'productPage').map((badge) => badge.id)).toEqual([
      'eco',
      'made-in-germany',
      'school-start',
    ]);
  });

  it('shows nothing when only excluded badges are there', () => {
    expect(visibleExtraBadges(badges.slice(0, 3), 'productPage')).toEqual([]);
    expect(visibleExtraBadges([], 'list')).toEqual([]);
  });
});
