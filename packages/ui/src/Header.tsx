// Header (spec storefront §2.5): burger button for the mobile navigation, logo, service and trust
// block, desktop search, user shortcuts (mobile search, account or login flyout, wish list, cart with
// an item count), the mobile search bar, the navigation bar and the selling points. Slots keep it
// small: the host renders the navigation (which one depends on the flag T155 Navigation) and the
// login flyout; the header owns which overlay is open (navigation drawer, mobile search or flyout).
import { type PrimeStatus, WISHLIST_LABEL_BY_FAMILY } from '@ranzen/sdk-core';
import { useShop, useShopPath, useTranslate } from '@ranzen/sdk-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './Header.module.css';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { MobileSearch } from './MobileSearch';
import { PrimeMarker } from './PrimeMarker';
import { SellingPoints } from './SellingPoints';
import { ServiceBlock, type ServiceTeaser } from './ServiceBlock';

export interface HeaderProps {
  /** Number of articles in the cart, shown as a badge and in the cart link's name. */
  readonly cartCount: number;
  /** Number of entries on the visitor's current wish list, shown like the cart's; unknown when left out. */
  readonly wishlistCount?: number;
  /**
   * The navigation bar (`Navigation` or `CategoryBar`), rendered with the mobile drawer state that
   * the burger button controls. Without it there is no burger button.
   */
  readonly navigation?: (drawer: NavigationDrawer) => ReactNode;
  /** B2B hotline and e-mail teasers (embedded teasers data). */
  readonly serviceTeasers?: readonly ServiceTeaser[];
  /** Consumer: where the trusted-shop badge links. */
  readonly trustBadgeUrl?: string;
  /** Content of the login flyout (usually `<LoginFlyout />`); turns the account shortcut into its trigger. */
  readonly loginFlyout?: ReactNode;
  /** Wraps the cart shortcut, e.g. in the mini cart that opens on hover. */
  readonly cartFlyout?: (cartLink: ReactNode) => ReactNode;
  /** The open overlay, when the host controls it (e.g. a login guard opens the flyout). */
  readonly overlay?: HeaderOverlay;
  readonly onOverlayChange?: (overlay: HeaderOverlay) => void;
  /** The language switcher (usually `<LanguageSwitcher />`), beside the service block. */
  readonly languageSwitcher?: ReactNode;
  /** Hides the selling points (on the basket page). */
  readonly hideSellingPoints?: boolean;
  /** Hotline number in the selling points. */
  readonly hotline?: string;
  /** Client-side navigation for the search boxes' results; `location.assign` by default. */
  readonly onNavigate?: (url: string) => void;
  /** The search page's query, shown in the search boxes. */
  readonly searchQuery?: string;
  /** The logged-in customer's prime status: a status other than NONE is marked on the account shortcut. */
  readonly primeStatus?: PrimeStatus;
  /** A note pointing at the wish-list shortcut (usually a `<FeatureTooltip />`). */
  readonly wishlistTooltip?: ReactNode;
}

/** Counts above this are shown as "99+" in the badge (the accessible name keeps the exact count). */
const MAX_BADGE_COUNT = 99;

/** At most one of the header's overlays is open. */
export type HeaderOverlay = 'none' | 'navigation' | 'search' | 'login';

/** What the navigation slot needs for its mobile drawer (the props of the same name on `Navigation`). */
export interface NavigationDrawer {
  /** Id of the `<nav>`: the burger button's aria-controls. */
  readonly id: string;
  readonly mobileOpen: boolean;
  /** Closes the drawer and returns focus to the burger button. */
  readonly onMobileClose: () => void;
}

/**
 * The page header: logo, service block, search, account, wish list and cart shortcuts, navigation.
 *
 * @example
 * ```tsx
 * const { count } = useCart();
 * <Header cartCount={count} loginFlyout={<LoginFlyout onSubmit={login} />} />
 * ```
 */
export function Header({
  cartCount,
  wishlistCount,
  navigation,
  serviceTeasers,
  trustBadgeUrl,
  loginFlyout,
  cartFlyout = (cartLink) => cartLink,
  overlay: controlledOverlay,
  onOverlayChange,
  languageSwitcher,
  hideSellingPoints = false,
  hotline,
  onNavigate,
  searchQuery,
  primeStatus = 'NONE',
  wishlistTooltip,
}: HeaderProps) {
  const { store } = useShop();
  const t = useTranslate();
  const path = useShopPath();
  const { brand } = store;
  const count = shownCount(cartCount);
  const itemsText = (items: number) =>
    items === 1 ? t('vue.header.cartItemsOne') : t('vue.header.cartItems', { count: items });
  const wishlistLabel = t(WISHLIST_LABEL_BY_FAMILY[store.family]);
  const wishlistItems = wishlistCount === undefined ? null : shownCount(wishlistCount);
  const ids = useId().replace(/:/g, '');
  const navId = `header-nav-${ids}`;
  const searchId = `header-search-${ids}`;
  const loginId = `header-login-${ids}`;
  // One overlay at a time: opening the navigation closes the search and the flyout (spec §4).
  const [ownOverlay, setOwnOverlay] = useState<HeaderOverlay>('none');
  const overlay = controlledOverlay ?? ownOverlay;
  const setOverlay = (next: HeaderOverlay) => {
    setOwnOverlay(next);
    onOverlayChange?.(next);
  };
  const burger = useRef<HTMLButtonElement>(null);
  const loginTrigger = useRef<HTMLButtonElement>(null);
  const loginPanel = useRef<HTMLDivElement>(null);
  // Opened from its trigger, the flyout takes focus (its first field): in the DOM it follows the
  // other shortcuts. A host that opens it (a login guard) leaves the focus where it is. The content
  // may arrive after opening (a host loads it on first open), so focus waits for a first field.
  const focusLoginOnOpen = useRef(false);
  useEffect(() => {
    const panel = loginPanel.current;
    if (overlay !== 'login' || !focusLoginOnOpen.current || !panel) return;
    const focusFirstField = () => {
      const field = panel.querySelector<HTMLElement>('input, button, a');
      if (!field) return false;
      focusLoginOnOpen.current = false;
      field.focus();
      return true;
    };
    if (focusFirstField()) return;
    const observer = new MutationObserver(() => {
      if (focusFirstField()) observer.disconnect();
    });
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [overlay]);
  const toggle = (next: HeaderOverlay) => setOverlay(overlay === next ? 'none' : next);
  // The mobile search takes focus when its shortcut opens it; opened by the host on arrival (a first
  // visit, spec §4) it is rendered open by the server and leaves the focus alone.
  const [focusSearchOnOpen, setFocusSearchOnOpen] = useState(false);

  const closeNavigation = () => {
    setOverlay('none');
    burger.current?.focus();
  };
  const onLoginKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOverlay('none');
    loginTrigger.current?.focus();
  };

  return (
    <header className={styles.header} data-overlay={overlay}>
      <div className={styles.inner}>
        {navigation ? (
          <button
            ref={burger}
            type="button"
            className={styles.burger}
            aria-expanded={overlay === 'navigation'}
            aria-controls={navId}
            onClick={() => toggle('navigation')}
          >
            <MenuIcon />
            <span className={styles.shortcutLabel}>{t('vue.header.menu')}</span>
          </button>
        ) : null}
        <a className={styles.logoLink} href="/" aria-label={t('vue.header.logo', { brand: brand.name })}>
          <Logo />
        </a>
        <div className={styles.service}>
          <ServiceBlock teasers={serviceTeasers} trustBadgeUrl={trustBadgeUrl} />
        </div>
        {languageSwitcher}
        {/* A wrapper of its own: which of two single-class rules wins depends on stylesheet order, and the
            search's own display rule came later, so phones showed a squeezed desktop search. */}
        <div className={styles.desktopSearch}>
          <HeaderSearch onNavigate={onNavigate} query={searchQuery} />
        </div>
        <nav className={styles.shortcuts} aria-label={t('vue.header.shortcuts')}>
          <ul className={styles.shortcutList}>
            <li className={styles.searchShortcut}>
              <button
                type="button"
                className={styles.shortcut}
                aria-expanded={overlay === 'search'}
                aria-controls={searchId}
                onClick={() => {
                  setFocusSearchOnOpen(true);
                  toggle('search');
                }}
              >
                <SearchIcon />
                <span className={styles.shortcutLabel}>{t('vue.header.search')}</span>
              </button>
            </li>
            <li>
              {loginFlyout ? (
                <button
                  ref={loginTrigger}
                  type="button"
                  className={styles.shortcut}
                  aria-expanded={overlay === 'login'}
                  aria-controls={loginId}
                  onClick={() => {
                    focusLoginOnOpen.current = overlay !== 'login';
                    toggle('login');
                  }}
                >
                  <AccountIcon />
                  <span className={styles.shortcutLabel}>{t('vue.header.account')}</span>
                  <PrimeMarker status={primeStatus} />
                </button>
              ) : (
                <a className={styles.shortcut} href={path('account')}>
                  <AccountIcon />
                  <span className={styles.shortcutLabel}>{t('vue.header.account')}</span>
                  <PrimeMarker status={primeStatus} />
                </a>
              )}
            </li>
            <li className={styles.tooltipAnchor}>
              <a
                className={styles.shortcut}
                href={path('wishlist')}
                data-count={wishlistItems ?? undefined}
                aria-label={
                  wishlistItems === null ? undefined : `${wishlistLabel}, ${itemsText(wishlistItems)}`
                }
              >
                <HeartIcon />
                <span className={styles.shortcutLabel}>{wishlistLabel}</span>
                <CountBadge count={wishlistItems ?? 0} />
              </a>
              {wishlistTooltip}
            </li>
            <li>
              {/* Named "Warenkorb, 3 Artikel": the name starts with the visible label (WCAG 2.5.3). It is
                  set explicitly because a name from content would depend on the label's CSS display. */}
              {cartFlyout(
                <a
                  className={styles.shortcut}
                  href={path('basket')}
                  data-count={count}
                  aria-label={`${t('vue.header.cart')}, ${itemsText(count)}`}
                >
                  <CartIcon />
                  <span className={styles.shortcutLabel}>{t('vue.header.cart')}</span>
                  <CountBadge count={count} />
                </a>,
              )}
            </li>
          </ul>
        </nav>
        {loginFlyout ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbles up from the flyout's fields.
          <div
            ref={loginPanel}
            id={loginId}
            className={styles.loginFlyout}
            hidden={overlay !== 'login'}
            onKeyDown={onLoginKeyDown}
          >
            {overlay === 'login' ? loginFlyout : null}
          </div>
        ) : null}
      </div>
      <MobileSearch
        id={searchId}
        open={overlay === 'search'}
        autoFocus={focusSearchOnOpen}
        onNavigate={onNavigate}
        query={searchQuery}
      />
      {navigation?.({ id: navId, mobileOpen: overlay === 'navigation', onMobileClose: closeNavigation })}
      {hideSellingPoints ? null : <SellingPoints hotline={hotline} />}
    </header>
  );
}

const shownCount = (count: number) => Math.max(0, Math.trunc(count));

/** A shortcut's count; the link's accessible name carries the exact number. */
function CountBadge({ count }: { readonly count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : count}
    </span>
  );
}

function MenuIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </svg>
  );
}

function AccountIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
    </svg>
  );
}

function HeartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h2.5l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.4" />
      <circle cx="10" cy="19.5" r="1.3" />
      <circle cx="17.5" cy="19.5" r="1.3" />
    </svg>
  );
}
