import { describe, expect, it } from 'vitest';
import { productTileDisplay, type TileCard } from './productTile';

const NOW = 1_700_000_000_000;
const card: TileCard = {
  discountPercent: null,
  extraBadges: [],
  minimumOrderQuantity: 1,
  rating: null,
  numberOfRatings: 0,
  lightningDealInfo: null,
  isShortage: false,
};

describe('productTileDisplay (spec storefront §4 "Product tile", §5, §9)', () => {
  it('shows the discount badge from 5 %, large from 25 %', () => {
    expect(productTileDisplay({ ...card, discountPercent: 4 }, NOW).discount).toBeNull();
    expect(productTileDisplay({ ...card, discountPercent: 5 }, NOW).discount).toEqual({
      percent: 5,
      size: 'regular',
    });
    expect(productTileDisplay({ ...card, discountPercent: 24 }, NOW).discount?.size).toBe('regular');
    expect(productTileDisplay({ ...card, discountPercent: 25 }, NOW).discount?.size).toBe('large');
  });

  it('shows only the first extra badge, skipping the brand-related ids', () => {
    const extraBadges = [
      { id: 'own-brand', name: 'Eigenmarke' },
      { id: 'classic', name: 'Klassiker' },
      { id: 'top-rated', name: 'Top bewertet' },
      { id: 'eco', name: 'Nachhaltig' },
    ];
    expect(productTileDisplay({ ...card, extraBadges }, NOW).extraBadge).toEqual({
      id: 'top-rated',
      name: 'Top bewertet',
    });
    expect(productTileDisplay({ ...card, extraBadges: extraBadges.slice(0, 2) }, NOW).extraBadge).toBeNull();
  });

  it('notes a minimum order quantity above 1 unless a lightning deal is active', () => {
    expect(productTileDisplay({ ...card, minimumOrderQuantity: 1 }, NOW).minimumOrderQuantity).toBeNull();
    expect(productTileDisplay({ ...card, minimumOrderQuantity: 10 }, NOW).minimumOrderQuantity).toBe(10);
    const running = { isAvailableLightningDeal: false, lightningDealTimestampUntil: NOW + 60_000 };
    const tile = productTileDisplay({ ...card, minimumOrderQuantity: 10, lightningDealInfo: running }, NOW);
    expect(tile.lightningDeal).toBe(true);
    expect(tile.minimumOrderQuantity).toBeNull();
    const ended = { isAvailableLightningDeal: false, lightningDealTimestampUntil: NOW - 1 };
    expect(
      productTileDisplay({ ...card, minimumOrderQuantity: 10, lightningDealInfo: ended }, NOW),
    ).toMatchObject({
      lightningDeal: false,
      minimumOrderQuantity: 10,
    });
  });

  it('shows stars only for a rated product', () => {
    expect(productTileDisplay({ ...card, rating: 4.4, numberOfRatings: 12 }, NOW).rating).toBe(4.4);
    expect(productTileDisplay({ ...card, rating: 0, numberOfRatings: 0 }, NOW).rating).toBeNull();
  });

  // §4 "Product tile": the shortage overlay shows when the product is out of stock (isShortage) and a
  // shortage text exists; issue 21: its text must agree with the product page (not available).
  it('shows the shortage overlay only for a sold-out product', () => {
    expect(productTileDisplay({ ...card, isShortage: true }, NOW).shortage).toBe(true);
    expect(productTileDisplay(card, NOW).shortage).toBe(false);
  });
});
