// What a product tile shows (spec storefront §4 "Product tile", §5 "Product display rules", §9
// "Discount badge threshold", "Extra badges"): one decision per tile, from the card the API sends and
// the clock, so tiles in every list (category, search, carousels) follow the same rules.
import { type DiscountBadge, discountBadge, visibleExtraBadges } from './badges';
import { isLightningDealActive, type LightningDealTiming, showsShortageOverlay } from './lightningDeal';

export interface TileCard {
  readonly discountPercent: number | null;
  readonly extraBadges: readonly { readonly id: string; readonly name: string }[];
  readonly minimumOrderQuantity: number;
  readonly rating: number | null;
  readonly numberOfRatings: number;
  readonly lightningDealInfo: LightningDealTiming | null;
  /** Every item of the product is out of stock. */
  readonly isShortage: boolean;
}

export interface TileDisplay<Badge> {
  /** From 5 %, large from 25 % (badges.ts). */
  readonly discount: DiscountBadge | null;
  /** Only the first extra badge, without the brand-related ids. */
  readonly extraBadge: Badge | null;
  /** Lightning-deal presentation: the deal is available or ends in the future. */
  readonly lightningDeal: boolean;
  /** The minimum order quantity to print, when above 1 and no deal is active; else null. */
  readonly minimumOrderQuantity: number | null;
  /** The average rating for the stars; null when nobody rated the product. */
  readonly rating: number | null;
  /**
   * The shortage overlay for a sold-out product (its text says not available, as the product page
   * does). A fully reserved lightning deal has its own overlay in the deal display.
   */
  readonly shortage: boolean;
}

/**
 * What a product tile shows: badges, prices, the lightning deal.
 *
 * @example
 * ```ts
 * const display = productTileDisplay(card, Date.now());
 * ```
 */
export function productTileDisplay<Card extends TileCard>(
  card: Card,
  nowMs: number,
): TileDisplay<Card['extraBadges'][number]> {
  const lightningDeal = isLightningDealActive(card.lightningDealInfo, nowMs);
  return {
    discount: discountBadge(card.discountPercent),
    extraBadge: visibleExtraBadges(card.extraBadges, 'list')[0] ?? null,
    lightningDeal,
    minimumOrderQuantity: card.minimumOrderQuantity > 1 && !lightningDeal ? card.minimumOrderQuantity : null,
    rating: card.rating !== null && card.numberOfRatings > 0 ? card.rating : null,
    // The shortage text (message vue.product.shortage) exists in every catalogue language.
    shortage: showsShortageOverlay({
      isShortage: card.isShortage,
      hasShortageText: true,
      reservedPercent: null,
      hasDealShortageText: false,
    }),
  };
}
