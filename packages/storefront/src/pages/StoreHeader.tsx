// The header of every store (spec storefront §2.5, §2.6, §2.4 B2B guard): wires the ui Header to the
// page frame's data. The navigation comes server-rendered from the root loader's prefetch (two
// levels) and loads missing children through the navigation query by root id; the flags
// "T155 Navigation" (newer navigation) and "T216-Sale-Aktion" (sale panel) and the embedded teasers
// (B2B service block) come from the prefetched global parameters.
import {
  contentPagePath,
  EMBEDDED_TEASER_PARAMETERS,
  HAD_SESSION_COOKIE,
  HEADER_FEATURE_FLAGS,
  headerOptionsFor,
  isFirstVisit,
  isParameterOn,
  loginFlyoutGuard,
  MOBILE_MEDIA_QUERY,
  NavigationDocument,
  parameterValue,
  QUERY_PARAM,
  sessionKind,
  visitedCookie,
} from '@ranzen/sdk-core';
import {
  parseDocumentCookies,
  type Translate,
  useCart,
  useLogin,
  useShop,
  useShopClient,
  useToasts,
  useTranslate,
} from '@ranzen/sdk-react';
import {
  CategoryBar,
  FeatureTooltip,
  Header,
  type HeaderOverlay,
  LanguageSwitcher,
  MiniCart,
  Navigation,
  type NavigationDrawer,
  type NavigationItem,
  type NavigationSalePromotion,
  type ServiceTeaser,
} from '@ranzen/ui';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ParameterRow } from '../data/layoutData';
import { useLayoutData } from '../data/layoutData';
import { useNavigateTo } from '../data/navigateTo';
import type { RouterState } from '../data/routerState';
import { RouteTableContext } from '../data/routeTableContext';
import { FlyoutPending } from './FlyoutPending';
import { languageChoiceCookie, languageLinks, useLanguageOrigins } from './languageLinks';
import { useMobileSearchOnArrival } from './mobileSearchOnArrival';
import { type LoadedChildren, saleCategoryUrl, withLoadedChildren } from './navigationTree';
import { useNavigationClickTracking } from './useNavigationClickTracking';
import { useWishlistHearts } from './wishlistHearts';
import { inviteTokenOf } from './wishlistInvite';

// The login form loads when the flyout first opens (DESIGN §6 first-load budget).
const StoreLoginForm = lazy(() =>
  import('./StoreLoginForm').then((module) => ({ default: module.StoreLoginForm })),
);

/** Toast ids: one toast per cause, never duplicated. */
const SESSION_EXPIRED_TOAST_ID = 'session-expired';

/** The B2B hotline and e-mail teasers, from the embedded-teasers parameter. */
export function serviceTeasersFrom(
  parameters: readonly ParameterRow[],
  t: Translate,
): readonly ServiceTeaser[] {
  const hotline = parameterValue(parameters, EMBEDDED_TEASER_PARAMETERS.hotline);
  const email = parameterValue(parameters, EMBEDDED_TEASER_PARAMETERS.email);
  const teasers: ServiceTeaser[] = [];
  if (hotline) {
    teasers.push({
      kind: 'hotline',
      headline: t('vue.header.hotline', { phone: hotline }),
      text: t('vue.header.hotlineText'),
      href: `tel:${hotline.replace(/[^\d+]/g, '')}`,
    });
  }
  if (email) {
    teasers.push({
      kind: 'email',
      headline: email,
      text: t('vue.header.emailText'),
      href: `mailto:${email}`,
    });
  }
  return teasers;
}

/** The navigation's link clicks are an analytics event (useNavigationClickTracking.ts). */
function NavigationClicks({ navId, children }: { readonly navId: string; readonly children: ReactNode }) {
  useNavigationClickTracking(navId);
  return children;
}

/** The navigation tree with lazily loaded children. */
function useNavigationItems(prefetched: readonly NavigationItem[]) {
  const shopClient = useShopClient();
  const [loaded, setLoaded] = useState<LoadedChildren>(() => new Map());
  const items = useMemo(() => withLoadedChildren(prefetched, loaded), [prefetched, loaded]);
  const loadChildren = useCallback(
    (id: string) => {
      const remember = (children: readonly NavigationItem[] | null) =>
        setLoaded((current) => new Map(current).set(id, children));
      shopClient
        .load()
        .then((client) => client.query({ query: NavigationDocument, variables: { rootId: id, level: 1 } }))
        .then(({ data }) => remember(data?.navigation ?? null))
        .catch(() => remember(null));
    },
    [shopClient],
  );
  return { items, loadChildren };
}

/** The feature tooltip at the wish-list shortcut once the list has entries: lists can be shared (issue 19). */
export const SHARED_LISTS_TOOLTIP_ID = 'shared-lists';

export interface StoreHeaderProps {
  readonly route: RouterState;
}

export function StoreHeader({ route }: StoreHeaderProps) {
  const { count, cart } = useCart();
  const wishlistCount = useWishlistHearts().count;
  const { store } = useShop();
  const t = useTranslate();
  const { addToast } = useToasts();
  const { parameters, navigation, customer } = useLayoutData();
  const { items, loadChildren } = useNavigationItems(navigation);
  // Spec §4: a first visit arrives with the mobile search open, rendered so by the server (no shift).
  const searchOnArrival = useMobileSearchOnArrival();
  const [overlay, setOverlay] = useState<HeaderOverlay>(searchOnArrival ? 'search' : 'none');
  const shown = new URL(route.href, 'http://storefront');
  const pathname = shown.pathname;
  const header = headerOptionsFor(route.match.name, useContext(RouteTableContext));
  const navigateTo = useNavigateTo();
  const { onCloseFlyout } = useLogin();
  const languageOrigins = useLanguageOrigins();
  const inviteToken = inviteTokenOf(route.href);

  // Spec shopping §4 "Login": the flyout closes after a login.
  useEffect(
    () => onCloseFlyout(() => setOverlay((current) => (current === 'login' ? 'none' : current))),
    [onCloseFlyout],
  );

  // Spec §2.4: on every page (and client-side navigation) a B2B visitor without a session on a
  // non-public path gets the login flyout; the session-expired warning once if they had been
  // logged in (the presence cookie is removed after the warning). In the browser only: the cookies
  // that tell are the visitor's. A navigation closes any other overlay; the arrival keeps its own
  // (the server left the search closed where the guard opens the flyout).
  const arrived = useRef(false);
  const loginInPlace =
    route.outcome.kind === 'page' && route.outcome.page.route === 'login' && route.match.name !== 'login';
  useEffect(() => {
    const guard = loginFlyoutGuard({
      loginRequired: store.features.loginRequired,
      pathname,
      cookies: parseDocumentCookies(document.cookie),
    });
    const navigated = arrived.current;
    arrived.current = true;
    // The page itself is the login then (router/loadRoute.ts loginInPlaceOf): no second form on top.
    if (guard.open && !loginInPlace) setOverlay('login');
    else if (navigated) setOverlay('none');
    if (!guard.open || !guard.sessionExpired) return;
    addToast({ id: SESSION_EXPIRED_TOAST_ID, type: 'warning', message: t('vue.message.sessionExpired') });
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; a fixed expiry string
    document.cookie = `${HAD_SESSION_COOKIE}=; Max-Age=0; Path=/`;
  }, [pathname, loginInPlace, store.features.loginRequired, addToast, t]);

  // Spec §2.5: a wish list invite link opened without a login shows the login flyout with its invite header.
  useEffect(() => {
    if (inviteToken && sessionKind(parseDocumentCookies(document.cookie)) !== 'logged-in')
      setOverlay('login');
  }, [inviteToken]);

  // Spec §4: the first page view records the visit (docs/not-shown.md). The search the server opened
  // for it stays open only on a phone, where the bar exists (elsewhere it is hidden anyway), and only
  // when the cookie could be stored: a browser that blocks cookies counts as a known visitor instead
  // of getting the bar on every page.
  useEffect(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is built by visitedCookie
    if (isFirstVisit(parseDocumentCookies(document.cookie))) document.cookie = visitedCookie();
    if (!searchOnArrival) return;
    const recorded = !isFirstVisit(parseDocumentCookies(document.cookie));
    const phone = typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_MEDIA_QUERY).matches;
    if (!recorded || !phone) setOverlay((current) => (current === 'search' ? 'none' : current));
  }, [searchOnArrival]);

  const newNavigation = isParameterOn(parameters, HEADER_FEATURE_FLAGS.newNavigation);
  const saleUrl = saleCategoryUrl(items);
  const salePromotion: NavigationSalePromotion | undefined =
    isParameterOn(parameters, HEADER_FEATURE_FLAGS.salePromotion) && saleUrl
      ? {
          headline: t('vue.navigation.saleHeadline'),
          text: t('vue.navigation.saleText'),
          url: saleUrl,
          linkLabel: t('vue.navigation.saleLink'),
        }
      : undefined;
  const renderNavigation = (drawer: NavigationDrawer) => (
    <NavigationClicks navId={drawer.id}>
      {newNavigation ? (
        <Navigation
          items={items}
          onLoadChildren={loadChildren}
          salePromotion={salePromotion}
          currentUrl={pathname}
          {...drawer}
        />
      ) : (
        <CategoryBar items={items} currentUrl={pathname} {...drawer} />
      )}
    </NavigationClicks>
  );

  return (
    <Header
      cartCount={count}
      wishlistCount={wishlistCount}
      navigation={items.length > 0 ? renderNavigation : undefined}
      serviceTeasers={serviceTeasersFrom(parameters, t)}
      // The consumer trust badge links the "shop safely" page in the store's language.
      trustBadgeUrl={contentPagePath(store, 'safeShopping')}
      languageSwitcher={
        <LanguageSwitcher
          links={languageLinks(store, route.href, languageOrigins)}
          onChoose={(link) => {
            // Decision 0034: the choice is read at the store root on every language host.
            const cookie = languageChoiceCookie(store, languageOrigins, link.language);
            // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is built by languageChoiceCookie
            if (cookie) document.cookie = cookie;
          }}
        />
      }
      loginFlyout={
        <Suspense fallback={<FlyoutPending />}>
          <StoreLoginForm inviteToken={inviteToken} />
        </Suspense>
      }
      cartFlyout={(cartLink) => <MiniCart cart={cart}>{cartLink}</MiniCart>}
      // Spec §4 feature tooltip, once per session: a list with entries can be shared (issue 19).
      wishlistTooltip={
        (wishlistCount ?? 0) > 0 ? (
          <FeatureTooltip tooltipId={SHARED_LISTS_TOOLTIP_ID} text={t('vue.featureTooltip.sharedLists')} />
        ) : undefined
      }
      overlay={overlay}
      onOverlayChange={setOverlay}
      // Spec §4: the search box navigates in the app; on the search page it shows the searched term.
      onNavigate={navigateTo}
      searchQuery={header.showsSearchQuery ? (shown.searchParams.get(QUERY_PARAM) ?? '') : undefined}
      // Spec §2.5: the route's header options (the basket hides the selling points).
      hideSellingPoints={!header.sellingPoints}
      // Shopping §6: a prime member is shown with a marker (the API answers NONE without an account).
      primeStatus={customer?.primeInfo.status}
    />
  );
}
