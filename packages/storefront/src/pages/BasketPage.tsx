// The basket /checkout/basket (spec shopping §2 basket route in the checkout layout; §3 cart and cart
// item; §4 removal with undo, quantity field, lightning deals; §8 cart rows; §9 undo window, images,
// shipping shown only above 0; storefront §2.5: no selling points here). The cart comes from the
// Apollo cache (server-rendered); every change goes through the cart machine via useCart. Amazon Pay
// express (§4) sits under the totals: start, the blocked items, or the reset of an express cart.
import { routePath } from '@ranzen/sdk-core';
import {
  amazonPayContentKey,
  useAmazonPayExpress,
  useCart,
  useLightningReservation,
  useTranslate,
} from '@ranzen/sdk-react';
import {
  AmazonPayExpress,
  CartGifts,
  CartItemList,
  CartTotals,
  CartVouchers,
  LightningReservationNotice,
} from '@ranzen/ui';
import { usePageData } from '../data/pageData';
import styles from './BasketPage.module.css';
import { CheckoutLayout } from './CheckoutLayout';

/**
 * The basket page of the `basket` route.
 *
 * @example
 * ```tsx
 * // Rendered by StorefrontRoutes for /basket/; a host with its own router renders it the same way:
 * <BasketPage />
 * ```
 */
export function BasketPage() {
  const t = useTranslate();
  const { inStockKey } = usePageData('basket');
  const cart = useCart();
  const data = cart.cart;
  const items = data?.items ?? [];
  const lightning = useLightningReservation(cart.cartId, data?.lightningReservation ?? null);
  const amazon = useAmazonPayExpress(items.length > 0 ? cart.cartId : null, amazonPayContentKey(items));
  const blockedItemIds = new Set(amazon.express?.blockedItemIds ?? []);
  const list = (
    <CartItemList
      items={items}
      inStockKey={inStockKey}
      removed={cart.removed}
      removingPositionIds={cart.removingPositionIds}
      onChangeQuantity={cart.changeQuantity}
      onRemove={cart.removePosition}
      onUndo={cart.undoRemove}
    />
  );

  if (!data || items.length === 0) {
    return (
      <div data-page="basket" data-state="empty">
        <CheckoutLayout step="basket" title={t('vue.basket.title')}>
          {cart.removed ? list : null}
          <p className={styles.empty}>{t('vue.basket.empty')}</p>
          <a className={styles.continue} href="/">
            {t('vue.cart.continueShopping')}
          </a>
        </CheckoutLayout>
      </div>
    );
  }

  return (
    <div data-page="basket" data-state="filled">
      <CheckoutLayout
        step="basket"
        title={t('vue.basket.title')}
        summary={
          <>
            <CartVouchers
              vouchers={data.vouchers}
              feedback={cart.voucher}
              submitting={cart.state.voucher === 'submitting'}
              onSubmit={cart.addVoucher}
              onRemove={cart.removeVoucher}
            />
            <CartTotals totals={data.totals} />
            {/* Spec §4 "Checkout steps": the login step decides who goes on (its guard sends a session on). */}
            <a className={styles.continue} href={routePath('checkoutLogin')}>
              {t('vue.basket.toCheckout')}
            </a>
            {amazon.express ? (
              <AmazonPayExpress
                express={amazon.express}
                blockedItemNames={items
                  .filter((item) => blockedItemIds.has(item.itemId))
                  .map((item) => item.name)}
                activity={amazon.activity}
                summaryHref={routePath('checkoutSummary')}
                onStart={amazon.start}
                onReset={amazon.reset}
              />
            ) : null}
          </>
        }
      >
        <LightningReservationNotice state={lightning.state} remainingMs={lightning.remainingMs} />
        {list}
        <CartGifts gifts={data.freeArticles} />
      </CheckoutLayout>
    </div>
  );
}
