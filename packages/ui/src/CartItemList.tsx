// Cart positions on the basket page (spec shopping §3 "Cart item", §4 "Cart item removal", "Quantity
// field", "Lightning deals"; §8 "Cart removal"; §9 cell images 343x281 with fallback, undo window).
// Each row shows the image, name, variant attributes, order number, unit and base price, delivery
// status, the quantity field and a remove button; a lightning purchase beyond the deal maximum shows
// its split. The latest removed position leaves an undo row in its place while it can be restored.
import type { CartFieldsFragment, MessageKey, RemovedCartItem } from '@ranzen/sdk-core';
import { IMAGE_FORMATS } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { Fragment, useState } from 'react';
import styles from './CartItemList.module.css';
import { DeliveryStatus } from './DeliveryStatus';
import { Price } from './Price';
import { QuantityField } from './QuantityField';

export type CartPosition = CartFieldsFragment['items'][number];

export interface CartItemListProps {
  readonly items: readonly CartPosition[];
  /** The latest removed position while it can be restored (its undo row takes its place). */
  readonly removed?: RemovedCartItem | null;
  /** Positions whose removal is on its way. */
  readonly removingPositionIds?: readonly string[];
  readonly onChangeQuantity: (positionId: string, quantity: number) => void;
  readonly onRemove: (item: RemovedCartItem) => void;
  readonly onUndo: () => void;
  /** The in-stock message key for the rows' delivery status; the store's by default (see DeliveryStatus). */
  readonly inStockKey?: MessageKey;
}

const CELL = IMAGE_FORMATS.BASKET_LAYER;

/**
 * Cart positions on the basket page.
 *
 * @example
 * ```tsx
 * const { changeQuantity, removePosition, undoRemove } = useCart();
 * <CartItemList items={positions} onChangeQuantity={changeQuantity} onRemove={removePosition} onUndo={undoRemove} />
 * ```
 */
export function CartItemList({
  items,
  removed = null,
  removingPositionIds = [],
  onChangeQuantity,
  onRemove,
  onUndo,
  inStockKey,
}: CartItemListProps) {
  const t = useTranslate();
  // The undo row stands where the removed position stood (or last, when the list got shorter).
  const undoIndex = removed ? Math.min(Math.max(removed.index, 0), items.length) : -1;
  const undoRow = removed ? (
    <li key={`undo-${removed.positionId}`} className={styles.undo} data-state="removed">
      <p role="status">{t('vue.cart.removed', { name: removed.name })}</p>
      <button type="button" className={styles.undoButton} onClick={onUndo}>
        {t('vue.cart.undo')}
      </button>
    </li>
  ) : null;
  return (
    <ul className={styles.list} aria-label={t('vue.basket.title')}>
      {items.map((item, index) => (
        <Fragment key={item.id}>
          {index === undoIndex ? undoRow : null}
          <CartItemRow
            item={item}
            removing={removingPositionIds.includes(item.id)}
            inStockKey={inStockKey}
            onChangeQuantity={(quantity) => onChangeQuantity(item.id, quantity)}
            onRemove={() =>
              onRemove({
                positionId: item.id,
                itemId: item.itemId,
                name: item.name,
                quantity: item.quantity,
                index,
              })
            }
          />
        </Fragment>
      ))}
      {undoIndex === items.length ? undoRow : null}
    </ul>
  );
}

interface CartItemRowProps {
  readonly item: CartPosition;
  readonly inStockKey: MessageKey | undefined;
  readonly removing: boolean;
  readonly onChangeQuantity: (quantity: number) => void;
  readonly onRemove: () => void;
}

function CartItemRow({ item, removing, inStockKey, onChangeQuantity, onRemove }: CartItemRowProps) {
  const t = useTranslate();
  const nameId = `cart-item-${item.id}`;
  const { unitPrices } = item;
  const split = item.quantityLightning > 0 && item.quantityNormal > 0 && item.pricePerUnitLightning;
  const onlyLightning = item.quantityLightning > 0 && item.quantityNormal === 0 && item.pricePerUnitLightning;
  return (
    <li className={styles.row} data-state={removing ? 'removing' : 'idle'} aria-labelledby={nameId}>
      <CartImage item={item} />
      <div className={styles.details}>
        <a id={nameId} className={styles.name} href={item.path}>
          {item.name}
        </a>
        {item.variantAttributes.length > 0 ? (
          <dl className={styles.attributes}>
            {item.variantAttributes.map((attribute) => (
              <div key={attribute.name}>
                <dt>{attribute.displayName}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className={styles.meta}>{t('vue.pdp.orderNumber', { orderNumber: item.orderNumber })}</p>
        <DeliveryStatus
          status={{ text: item.deliveryStatusText, color: item.deliveryStatusColor }}
          inStockKey={inStockKey}
        />
        {split ? (
          <p className={styles.lightning}>
            {t('vue.cart.lightningSplit', {
              lightning: item.quantityLightning,
              lightningPrice: item.pricePerUnitLightning?.stringValue ?? '',
              normal: item.quantityNormal,
              normalPrice: item.pricePerUnit.stringValue,
            })}
          </p>
        ) : null}
      </div>
      <div className={styles.unitPrice}>
        <span className={styles.label}>{t('vue.cart.unitPrice')}</span>
        {onlyLightning && item.pricePerUnitLightning ? (
          <Price current={item.pricePerUnitLightning} old={unitPrices.current} />
        ) : (
          <Price
            current={unitPrices.current}
            old={unitPrices.old}
            basePrice={unitPrices.basePrice}
            basePriceUnit={unitPrices.basePriceUnit}
          />
        )}
      </div>
      <div className={styles.quantity}>
        {item.isFreeItem ? (
          <p className={styles.free}>{t('vue.cart.free')}</p>
        ) : (
          <QuantityField
            value={item.quantity}
            min={Math.max(1, item.minimumOrderQuantity)}
            max={item.maxQuantity}
            label={t('vue.cart.quantityLabel', { name: item.name })}
            disabled={removing}
            onChange={onChangeQuantity}
            onDelete={item.removableItem ? onRemove : undefined}
          />
        )}
      </div>
      <div className={styles.total}>
        <span className={styles.label}>{t('vue.cart.positionTotal')}</span>
        <Price current={item.totalPrice} />
      </div>
      {item.removableItem ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={t('vue.cart.removeItem', { name: item.name })}
          disabled={removing}
          onClick={onRemove}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      ) : null}
    </li>
  );
}

/** The position's picture at the cell size; a neutral drawing when it is missing or fails to load. */
function CartImage({ item }: { readonly item: CartPosition }) {
  const [failed, setFailed] = useState(false);
  if (!item.image || failed) {
    return (
      <svg
        className={styles.image}
        data-fallback="true"
        width={CELL.width}
        height={CELL.height}
        viewBox={`0 0 ${CELL.width} ${CELL.height}`}
        role="img"
        aria-label={item.name}
      >
        <rect width="100%" height="100%" fill="var(--rz-color-surface-muted)" />
        <path
          d="M131 100h81v81h-81zM131 100l40 30 41-30"
          fill="none"
          stroke="var(--rz-color-border-strong)"
          strokeWidth="4"
        />
      </svg>
    );
  }
  return (
    <img
      className={styles.image}
      src={item.image.src}
      alt={item.image.alt || item.name}
      width={CELL.width}
      height={CELL.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
