// Mini cart (spec shopping §4 "Mini cart", §9: 3 items, 300 ms close delay; storefront §2.5): wraps the
// header's cart shortcut. On laptop-size screens with a mouse, hovering opens a panel with the first
// 3 items, a view-all link when the cart holds more than 3 products, a go-to-cart button or the empty
// message; it closes 300 ms after the pointer left. Keyboard focus on the shortcut opens it as hover
// does, Tab walks on into its links, and it closes 300 ms after both pointer and focus have left;
// Escape closes it at once. On touch and small screens nothing opens: the shortcut is a plain link to
// the cart.
import {
  type CartFieldsFragment,
  MINI_CART_CLOSE_DELAY_MS,
  MINI_CART_MEDIA_QUERY,
  miniCartView,
} from '@ranzen/sdk-core';
import { useShopPath, useTranslate } from '@ranzen/sdk-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import styles from './MiniCart.module.css';
import { useMediaQuery } from './useMediaQuery';

export interface MiniCartProps {
  readonly cart: CartFieldsFragment | null;
  /** The header's cart shortcut (a link to the basket). */
  readonly children: ReactNode;
}

/**
 * Mini cart.
 *
 * @example
 * ```tsx
 * const { cart, count } = useCart();
 * <MiniCart cart={cart}>
 *   <a href="/basket/">Cart ({count})</a>
 * </MiniCart>
 * ```
 */
export function MiniCart({ cart, children }: MiniCartProps) {
  const t = useTranslate();
  const path = useShopPath();
  const panelId = useId();
  const hoverCapable = useMediaQuery(MINI_CART_MEDIA_QUERY);
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrapper = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  // The panel stays while the pointer is over it or focus is inside it.
  const hovered = useRef(false);
  const focused = useRef(false);
  const view = miniCartView(cart);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!hoverCapable) setOpen(false);
  }, [hoverCapable]);

  const show = () => {
    if (!hoverCapable) return;
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const closeWhenLeft = () => {
    if (hovered.current || focused.current) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), MINI_CART_CLOSE_DELAY_MS);
  };
  const onMouseEnter = () => {
    hovered.current = true;
    show();
  };
  const onMouseLeave = () => {
    hovered.current = false;
    closeWhenLeft();
  };
  const onFocus = () => {
    focused.current = true;
    show();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus moving between the shortcut and the panel's links stays inside.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    focused.current = false;
    closeWhenLeft();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    clearTimeout(closeTimer.current);
    // Focus on a link of the panel would vanish with it: back to the shortcut, the first link.
    if (panel.current?.contains(document.activeElement)) {
      wrapper.current?.querySelector<HTMLElement>('a[href]')?.focus();
    }
    setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus are enhancements; the link inside goes to the cart.
    <div
      ref={wrapper}
      className={styles.miniCart}
      data-state={open ? 'open' : 'closed'}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {children}
      {open ? (
        <section ref={panel} id={panelId} className={styles.panel} aria-label={t('vue.minicart.label')}>
          {view.empty ? (
            <p className={styles.empty}>{t('vue.basket.empty')}</p>
          ) : (
            <>
              <ul className={styles.items}>
                {view.items.map((item) => (
                  <li key={item.id} className={styles.item}>
                    {item.image ? (
                      <img
                        className={styles.image}
                        src={item.image.src}
                        alt=""
                        width={item.image.width}
                        height={item.image.height}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : (
                      <span className={styles.image} aria-hidden="true" />
                    )}
                    <div className={styles.itemText}>
                      <a className={styles.name} href={item.path}>
                        {item.name}
                      </a>
                      <span className={styles.quantity}>
                        {t('vue.basket.quantity', { quantity: item.quantity })}
                      </span>
                    </div>
                    <span className={styles.price}>{item.totalPrice.stringValue}</span>
                  </li>
                ))}
              </ul>
              {view.showViewAll ? (
                <a className={styles.viewAll} href={path('basket')}>
                  {t('vue.minicart.viewAll', { count: cart?.productsCount ?? 0 })}
                </a>
              ) : null}
              {cart ? (
                <p className={styles.total}>
                  <span>{t('vue.basket.total')}</span>
                  <span>{cart.totals.total.stringValue}</span>
                </p>
              ) : null}
            </>
          )}
          <a className={styles.toCart} href={path('basket')}>
            {t('vue.minicart.toCart')}
          </a>
        </section>
      ) : null}
    </div>
  );
}
