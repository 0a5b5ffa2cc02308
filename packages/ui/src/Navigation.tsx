// Category navigation (spec storefront §2.6, §4 "Navigation", §9 "Navigation depth",
// "Multi-column navigation rule", "Submenu delays"). Follows the WAI-ARIA disclosure navigation
// pattern (buttons with aria-expanded, plain lists of links), not role=menu: a site navigation is a
// set of links, and menu semantics would take away the screen reader's browse mode.
import {
  isMultiColumn,
  isWithinNavigationDepth,
  SUBMENU_HIT_AREA_CLOSE_DELAY_MS,
  SUBMENU_OPEN_DELAY_MS,
  SUBMENU_REENABLE_DELAY_MS,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useReducer, useRef } from 'react';
import styles from './Navigation.module.css';
import { useMobileDrawer } from './useMobileDrawer';

/**
 * A navigation item. Structurally the items of `NavigationQuery['navigation']`, whose
 * third level has no `children` field.
 */
export interface NavigationItem {
  readonly id: string;
  readonly name: string;
  readonly categoryUrl: string;
  readonly hasChildren: boolean;
  readonly isSale: boolean;
  readonly isExcludedFromNav: boolean;
  readonly children?: readonly NavigationItem[];
}

/** The sale promotion panel shown beside the open category (flag T216-Sale-Aktion, read by the host). */
export interface NavigationSalePromotion {
  readonly headline: string;
  readonly text: string;
  readonly url: string;
  readonly linkLabel: string;
}

export interface NavigationProps {
  /** Top categories with their children (up to three levels). */
  readonly items: readonly NavigationItem[];
  /** Id of the `<nav>`, for the header's burger button (aria-controls). */
  readonly id?: string;
  /** Called once per item that has children but arrived without them. */
  readonly onLoadChildren?: (id: string) => void;
  /** Shown when the host's sale flag is on. */
  readonly salePromotion?: NavigationSalePromotion;
  /** The mobile drawer is open (controlled by the header's burger button). */
  readonly mobileOpen?: boolean;
  /** The drawer asks to close (Escape, close button). */
  readonly onMobileClose?: () => void;
  /** Path of the current page, marked with aria-current. */
  readonly currentUrl?: string;
}

// --- State: which item is open on each level, and whether hover may open a submenu ---------------

export interface NavigationState {
  /** Open item ids by level: [top category, second level]. */
  readonly path: readonly string[];
  /** False for SUBMENU_REENABLE_DELAY_MS after a submenu closed. */
  readonly hoverEnabled: boolean;
}

export type NavigationAction =
  | { readonly type: 'NAV.OPEN'; readonly level: number; readonly id: string }
  | { readonly type: 'NAV.TOGGLE'; readonly level: number; readonly id: string }
  | { readonly type: 'NAV.BACK'; readonly level: number }
  | { readonly type: 'NAV.CLOSE_ALL' }
  | { readonly type: 'NAV.REENABLE_HOVER' };

export const initialNavigationState: NavigationState = { path: [], hoverEnabled: true };

export function navigationReducer(state: NavigationState, action: NavigationAction): NavigationState {
  switch (action.type) {
    case 'NAV.OPEN':
      // Hovering the open tab again keeps its open sub-list.
      if (state.path[action.level] === action.id) return state;
      return { ...state, path: [...state.path.slice(0, action.level), action.id] };
    case 'NAV.TOGGLE':
      return state.path[action.level] === action.id
        ? closeFrom(state, action.level)
        : { ...state, path: [...state.path.slice(0, action.level), action.id] };
    case 'NAV.BACK':
      return closeFrom(state, action.level);
    case 'NAV.CLOSE_ALL':
      return closeFrom(state, 0);
    case 'NAV.REENABLE_HOVER':
      return { ...state, hoverEnabled: true };
  }
}

function closeFrom(state: NavigationState, level: number): NavigationState {
  if (state.path.length <= level) return state;
  // Closing the top panel pauses hover-opening, so a pointer on its way out does not open a neighbour.
  return { path: state.path.slice(0, level), hoverEnabled: level === 0 ? false : state.hoverEnabled };
}

/**
 * The reducer plus the three submenu timers (open, hit-area close, hover re-enable). Timers live in
 * refs; each new intent clears the pending one.
 *
 * @example
 * ```tsx
 * const navigation = useNavigationState(); // the open submenus and their timers, for a navigation of your own
 * ```
 */
export function useNavigationState() {
  const [state, dispatch] = useReducer(navigationReducer, initialNavigationState);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (state.hoverEnabled) return;
    const timer = setTimeout(() => dispatch({ type: 'NAV.REENABLE_HOVER' }), SUBMENU_REENABLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.hoverEnabled]);

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const hoverEnabled = useRef(state.hoverEnabled);
  hoverEnabled.current = state.hoverEnabled;

  const hoverOpen = useCallback((id: string) => {
    clearTimeout(closeTimer.current);
    clearTimeout(openTimer.current);
    if (!hoverEnabled.current) return;
    openTimer.current = setTimeout(() => dispatch({ type: 'NAV.OPEN', level: 0, id }), SUBMENU_OPEN_DELAY_MS);
  }, []);
  const cancelHoverOpen = useCallback(() => clearTimeout(openTimer.current), []);
  const leaveHitArea = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(
      () => dispatch({ type: 'NAV.CLOSE_ALL' }),
      SUBMENU_HIT_AREA_CLOSE_DELAY_MS,
    );
  }, []);
  const enterHitArea = useCallback(() => clearTimeout(closeTimer.current), []);

  return { state, dispatch, hoverOpen, cancelHoverOpen, leaveHitArea, enterHitArea };
}

// --- Rendering -----------------------------------------------------------------------------------

function visible(items: readonly NavigationItem[] | undefined): readonly NavigationItem[] {
  return (items ?? []).filter((item) => !item.isExcludedFromNav);
}

function needsChildren(item: NavigationItem): boolean {
  return item.hasChildren && (item.children?.length ?? 0) === 0;
}

/**
 * Category navigation.
 *
 * @example
 * ```tsx
 * <Navigation items={navigation} />
 * ```
 */
export function Navigation({
  items,
  id,
  onLoadChildren,
  salePromotion,
  mobileOpen = false,
  onMobileClose,
  currentUrl,
}: NavigationProps) {
  const t = useTranslate();
  const fallbackId = useId();
  const navId = id ?? `nav${fallbackId.replace(/:/g, '')}`;
  const { state, dispatch, hoverOpen, cancelHoverOpen, leaveHitArea, enterHitArea } = useNavigationState();
  const requested = useRef(new Set<string>());
  const navRef = useRef<HTMLElement>(null);
  const topItems = visible(items);

  const loadChildren = useCallback(
    (item: NavigationItem) => {
      if (!onLoadChildren || !needsChildren(item) || requested.current.has(item.id)) return;
      requested.current.add(item.id);
      onLoadChildren(item.id);
    },
    [onLoadChildren],
  );

  // Children are fetched lazily when an item opens without them (spec §4).
  useEffect(() => {
    let list = topItems;
    for (const openId of state.path) {
      const item = list.find((candidate) => candidate.id === openId);
      if (!item) return;
      loadChildren(item);
      list = visible(item.children);
    }
  }, [state.path, topItems, loadChildren]);

  // Following a link (a client-side navigation changes currentUrl) closes the open panels.
  const shownUrl = useRef(currentUrl);
  useEffect(() => {
    if (shownUrl.current === currentUrl) return;
    shownUrl.current = currentUrl;
    dispatch({ type: 'NAV.CLOSE_ALL' });
  }, [currentUrl, dispatch]);

  // Mobile drawer: scroll lock and focus on its close button while open; Escape closes it.
  const closeButton = useMobileDrawer(mobileOpen);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      const level = state.path.length - 1;
      if (level >= 0) {
        event.preventDefault();
        const openId = state.path[level];
        dispatch({ type: 'NAV.BACK', level });
        focusControl(navRef.current, openId);
      } else if (mobileOpen) {
        event.preventDefault();
        onMobileClose?.();
      }
      return;
    }
    moveFocus(event);
  };

  const pathOf = (level: number) => state.path[level];

  return (
    <nav
      ref={navRef}
      id={navId}
      className={styles.navigation}
      aria-label={t('vue.navigation.main')}
      data-mobile-open={mobileOpen || undefined}
      data-state={state.path.length > 0 ? 'open' : 'closed'}
      onKeyDown={onKeyDown}
      onMouseEnter={enterHitArea}
      onMouseLeave={leaveHitArea}
    >
      {onMobileClose ? (
        <button ref={closeButton} type="button" className={styles.close} onClick={onMobileClose}>
          {t('vue.navigation.close')}
        </button>
      ) : null}
      <ul className={styles.tabs} data-orientation="horizontal" data-level={1}>
        <li className={styles.tab}>
          <a
            className={styles.tabLink}
            href="/"
            aria-current={currentUrl === '/' ? 'page' : undefined}
            onMouseEnter={cancelHoverOpen}
          >
            {t('vue.navigation.home')}
          </a>
        </li>
        {topItems.map((item) => {
          const expanded = pathOf(0) === item.id;
          const panelId = `${navId}-${item.id}`;
          return (
            <li
              key={item.id}
              className={styles.tab}
              data-sale={item.isSale || undefined}
              // In the phone drawer a top category opens by a tap or a click only: its rows sit where
              // the burger was, so a resting pointer would otherwise open one.
              onMouseEnter={mobileOpen ? undefined : () => hoverOpen(item.id)}
            >
              <button
                type="button"
                className={styles.tabButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-nav-control={item.id}
                onClick={() => dispatch({ type: 'NAV.TOGGLE', level: 0, id: item.id })}
              >
                {item.name}
              </button>
              <div id={panelId} className={styles.panel} hidden={!expanded}>
                {expanded ? (
                  <SubList
                    parent={item}
                    level={2}
                    parentListCount={topItems.length}
                    openId={pathOf(1)}
                    navId={navId}
                    currentUrl={currentUrl}
                    onToggle={(childId) => dispatch({ type: 'NAV.TOGGLE', level: 1, id: childId })}
                    onBack={() => {
                      dispatch({ type: 'NAV.BACK', level: 0 });
                      focusControl(navRef.current, item.id);
                    }}
                    onBackFromChild={(childId) => {
                      dispatch({ type: 'NAV.BACK', level: 1 });
                      focusControl(navRef.current, childId);
                    }}
                  />
                ) : null}
                {expanded && salePromotion ? <SalePanel promotion={salePromotion} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface SubListProps {
  readonly parent: NavigationItem;
  /** One-based level of the list's items (2 or 3). */
  readonly level: number;
  readonly parentListCount: number;
  readonly openId: string | undefined;
  readonly navId: string;
  readonly currentUrl: string | undefined;
  readonly onToggle: (id: string) => void;
  readonly onBack: () => void;
  readonly onBackFromChild: (id: string) => void;
}

function SubList({
  parent,
  level,
  parentListCount,
  openId,
  navId,
  currentUrl,
  onToggle,
  onBack,
  onBackFromChild,
}: SubListProps) {
  const t = useTranslate();
  const children = visible(parent.children);
  const multiColumn = isMultiColumn(children.length, parentListCount);
  const canNest = isWithinNavigationDepth(level + 1);
  return (
    <div className={styles.subPanel} data-level={level}>
      <button type="button" className={styles.back} onClick={onBack}>
        {level === 2 ? t('vue.navigation.backToMain') : t('vue.navigation.back', { category: parent.name })}
      </button>
      <a
        className={styles.allIn}
        href={parent.categoryUrl}
        aria-current={currentUrl === parent.categoryUrl ? 'page' : undefined}
      >
        {t('vue.navigation.allIn', { category: parent.name })}
      </a>
      {needsChildren(parent) ? (
        <p className={styles.loading} role="status">
          {t('vue.navigation.loading')}
        </p>
      ) : (
        <ul className={multiColumn ? `${styles.list} ${styles.multiColumn}` : styles.list} data-level={level}>
          {children.map((child) => {
            const nested = canNest && child.hasChildren;
            const expanded = nested && openId === child.id;
            const panelId = `${navId}-${child.id}`;
            return (
              <li key={child.id} className={styles.item} data-sale={child.isSale || undefined}>
                {nested ? (
                  <>
                    <button
                      type="button"
                      className={styles.itemButton}
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      data-nav-control={child.id}
                      onClick={() => onToggle(child.id)}
                    >
                      {child.name}
                    </button>
                    <div id={panelId} className={styles.nested} hidden={!expanded}>
                      {expanded ? (
                        <SubList
                          parent={child}
                          level={level + 1}
                          parentListCount={children.length}
                          openId={undefined}
                          navId={navId}
                          currentUrl={currentUrl}
                          onToggle={() => undefined}
                          onBack={() => onBackFromChild(child.id)}
                          onBackFromChild={() => undefined}
                        />
                      ) : null}
                    </div>
                  </>
                ) : (
                  <a
                    className={styles.itemLink}
                    href={child.categoryUrl}
                    aria-current={currentUrl === child.categoryUrl ? 'page' : undefined}
                  >
                    {child.name}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function SalePanel({ promotion }: { readonly promotion: NavigationSalePromotion }): ReactNode {
  const t = useTranslate();
  return (
    <aside className={styles.sale} aria-label={t('vue.navigation.sale')}>
      <p className={styles.saleHeadline}>{promotion.headline}</p>
      <p>{promotion.text}</p>
      <a className={styles.saleLink} href={promotion.url}>
        {promotion.linkLabel}
      </a>
    </aside>
  );
}

// --- Keyboard ------------------------------------------------------------------------------------

function focusControl(nav: HTMLElement | null, id: string | undefined): void {
  if (!nav || !id) return;
  // After React commits the closed state; the button itself stays rendered.
  queueMicrotask(() => {
    nav.querySelector<HTMLElement>(`[data-nav-control="${CSS.escape(id)}"]`)?.focus();
  });
}

/** Focuses the element and tells whether it took the focus (hidden elements do not). */
function focusTaken(element: HTMLElement): boolean {
  element.focus();
  return document.activeElement === element;
}

/** The link or button of each item in the focused element's own list. */
function siblingsOf(target: HTMLElement): { list: HTMLElement; controls: HTMLElement[] } | null {
  const item = target.closest('li');
  const list = item?.parentElement;
  if (!item || !list) return null;
  const controls = [...list.children].flatMap((li) => {
    const control = li.querySelector<HTMLElement>(':scope > a, :scope > button');
    return control ? [control] : [];
  });
  return { list, controls };
}

/**
 * Optional arrow-key support of the disclosure navigation pattern: Left/Right move between the
 * top tabs, Up/Down within a list, Home/End to its ends, and Down on an open tab enters its panel.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.matches('a, button')) return;
  const siblings = siblingsOf(target);
  if (!siblings) return;
  const horizontal = siblings.list.dataset.orientation === 'horizontal';
  const { controls } = siblings;
  const index = controls.indexOf(target);
  if (index < 0) return;
  let next: HTMLElement | undefined;
  const step = (delta: number) => controls[(index + delta + controls.length) % controls.length];
  switch (event.key) {
    case 'ArrowRight':
      if (horizontal) next = step(1);
      break;
    case 'ArrowLeft':
      if (horizontal) next = step(-1);
      break;
    case 'ArrowDown':
      if (target.getAttribute('aria-expanded') === 'true') {
        // The first control of the panel that can take focus (the back button is hidden on desktop).
        const panel = document.getElementById(target.getAttribute('aria-controls') ?? '');
        const candidates = [...(panel?.querySelectorAll<HTMLElement>('a, button') ?? [])];
        if (candidates.some((candidate) => focusTaken(candidate))) event.preventDefault();
        return;
      }
      if (!horizontal) {
        next = step(1);
      }
      break;
    case 'ArrowUp':
      if (!horizontal) next = step(-1);
      break;
    case 'Home':
      next = controls[0];
      break;
    case 'End':
      next = controls[controls.length - 1];
      break;
    default:
      return;
  }
  if (next) {
    event.preventDefault();
    next.focus();
  }
}
