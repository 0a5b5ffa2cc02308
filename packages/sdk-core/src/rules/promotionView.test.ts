// Spec storefront §5 "only when at least 50 percent of it is visible", §9 "1000 ms delay, 50 percent visible".
import { describe, expect, it } from 'vitest';
import { isPromotionVisible, PROMOTION_VIEW_DELAY_MS, PROMOTION_VIEW_THRESHOLD } from './promotionView';

describe('promotion view rule', () => {
  it('uses the spec numbers', () => {
    expect(PROMOTION_VIEW_THRESHOLD).toBe(0.5);
    expect(PROMOTION_VIEW_DELAY_MS).toBe(1000);
  });

  it('counts a teaser as seen from half visible', () => {
    expect(isPromotionVisible(0)).toBe(false);
    expect(isPromotionVisible(0.49)).toBe(false);
    expect(isPromotionVisible(0.5)).toBe(true);
    expect(isPromotionVisible(1)).toBe(true);
  });
});
