// Lightning deal display on the product page and on tiles (spec storefront §3.7 lightningDealInfo,
// §4 "Product tile" shortage overlay; shopping §4 "Lightning deals"): deal price against the normal
// price, countdown, reserved percentage (whole percent, floor, as the API sends it). The feature flag
// T217-Blitzangebote picks the style (storefront §7): the new one shows the reserved share, the old
// display only label, prices and countdown; the host reads the flag.
import {
  type LightningDealInfoFieldsFragment,
  type LightningDealStyle,
  type MoneyFieldsFragment,
  showsShortageOverlay,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { LightningCountdown } from './LightningCountdown';
import styles from './LightningDeal.module.css';
import { Price } from './Price';

export interface LightningDealProps {
  readonly deal: LightningDealInfoFieldsFragment;
  /** The normal price, struck through beside the deal price. */
  readonly price: MoneyFieldsFragment;
  /** Called once when the countdown is over: the host refetches the lightning data. */
  readonly onEnd?: () => void;
  readonly size?: 'md' | 'lg';
  /** The new display (with the reserved share) or the old one (without); new by default. */
  readonly dealStyle?: LightningDealStyle;
  readonly now?: () => number;
}

/**
 * Lightning deal display on the product page and on tiles.
 *
 * @example
 * ```tsx
 * <LightningDeal deal={item.lightningDealInfo} price={item.prices.price} />
 * ```
 */
export function LightningDeal({
  deal,
  price,
  onEnd,
  size = 'lg',
  dealStyle = 'new',
  now,
}: LightningDealProps) {
  const t = useTranslate();
  const reserved = deal.lightningReservedPercentageRoundFloor;
  const soldOut = showsShortageOverlay({
    isShortage: false,
    hasShortageText: false,
    reservedPercent: reserved,
    hasDealShortageText: true,
  });
  return (
    <div
      className={styles.deal}
      data-size={size}
      data-style={dealStyle}
      data-state={soldOut ? 'soldOut' : 'running'}
    >
      <p className={styles.label}>{t('vue.lightning.label')}</p>
      <Price
        size={size}
        current={deal.lightningSpecialPrice ?? price}
        old={deal.lightningSpecialPrice ? price : null}
      />
      {deal.lightningDealTimestampUntil !== null ? (
        <LightningCountdown
          untilMs={deal.lightningDealTimestampUntil}
          {...(onEnd ? { onEnd } : {})}
          {...(now ? { now } : {})}
        />
      ) : null}
      {dealStyle === 'new' ? (
        <div className={styles.reserved}>
          <progress
            className={styles.bar}
            max={100}
            value={reserved}
            aria-label={t('vue.lightning.reservedLabel')}
          >
            {reserved} %
          </progress>
          <span>{t('vue.lightning.reserved', { percent: reserved })}</span>
        </div>
      ) : null}
      {soldOut ? (
        <p className={styles.overlay} role="status">
          {t('vue.lightning.soldOut')}
        </p>
      ) : null}
    </div>
  );
}
