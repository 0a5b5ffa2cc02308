// The checkout on one page (spec shopping §2 "Guards and redirects", §3 "Checkout state", §4 "Checkout
// steps"): CheckoutProvider for a host without the storefront's server, which reads the guards' facts
// before a checkout page renders. Here the browser reads them: the cart from the Apollo cache (read
// once from the API), the store's family, the session's presence cookies and the stored checkout state.
// The step follows the address bar on the shop's checkout routes: the machine's navigations to a step
// push its path (so a reload, the back button and the summary's "change" links land on the same step),
// every other location leaves the checkout through the host.
import { skipToken, useQuery } from '@apollo/client/react';
import {
  amountToCents,
  CartDocument,
  type CheckoutFacts,
  type CheckoutStep,
  checkoutStepGuard,
  checkoutStepOfPath,
  checkoutStepPath,
  type GuardMessage,
  openCheckoutStep,
  parseCheckoutState,
  type SessionKind,
  sessionKind,
} from '@ranzen/sdk-core';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCartContext } from './CartProvider';
import { CheckoutProvider } from './CheckoutProvider';
import { readCheckoutStateCookie } from './checkoutStateCookie';
import { parseDocumentCookies } from './documentCookie';
import { useShop } from './ShopProvider';

export interface CheckoutFlowProviderProps {
  readonly children: ReactNode;
  /**
   * Leaves the checkout for another page: the basket or home when a guard sends the visitor there
   * (with its message), a payment provider's page after the submit. Loads the page by default.
   */
  readonly onLeave?: (location: string, message?: GuardMessage) => void;
  /** The order comment is saved only when the store enables it. */
  readonly orderCommentEnabled?: boolean;
}

/** The page a checkout step shows, as the address bar names it. */
interface FlowPage {
  readonly step: CheckoutStep;
  readonly url: string;
}

/** Loads an http(s) location as a document; any other scheme is refused. */
function loadPage(location: string): void {
  const target = new URL(location, window.location.href);
  if (target.protocol === 'http:' || target.protocol === 'https:') window.location.assign(target.href);
}

/** The step of a same-site location on the checkout routes; null for any other page. */
function stepOf(location: string): CheckoutStep | null {
  const target = new URL(location, window.location.href);
  return target.origin === window.location.origin ? checkoutStepOfPath(target.pathname) : null;
}

const readSession = (): SessionKind => sessionKind(parseDocumentCookies(document.cookie));

/** The cart's facts once its first read answered; null before. */
function useCartFacts(): Pick<CheckoutFacts, 'itemsCount' | 'basketValueCents'> | null {
  const { view } = useCartContext();
  const { data, previousData, loading } = useQuery(
    CartDocument,
    view.cartId ? { variables: { cartId: view.cartId } } : skipToken,
  );
  // While a new cart id is read (the submit's and the cleanup's new cart), the last cart's facts stand:
  // facts that went back to unknown would unmount the checkout machine mid-step.
  const cart = data?.cart ?? previousData?.cart;
  const itemsCount = cart?.itemsCount ?? 0;
  const basketValueCents = cart ? amountToCents(cart.totals.basketValue.amount) : 0;
  return useMemo(
    () => (loading && !cart ? null : { itemsCount, basketValueCents }),
    [loading, cart, itemsCount, basketValueCents],
  );
}

/**
 * Hosts the checkout machine for a checkout on one page, mounted on the shop's checkout routes
 * (`/checkout/login/` … `/checkout/confirmation/`): it starts at the step of the address bar, or where the
 * checkout resumes, once the cart has been read. Browser only: it renders nothing on the server. Inside,
 * `useCheckout()` reads the step and sends the steps' forms.
 *
 * @example
 * ```tsx
 * <CheckoutFlowProvider onLeave={(location) => router.push(location)}>
 *   <MyCheckoutSteps />
 * </CheckoutFlowProvider>
 * ```
 */
export function CheckoutFlowProvider({
  children,
  onLeave = loadPage,
  orderCommentEnabled,
}: CheckoutFlowProviderProps) {
  const { store } = useShop();
  const cartFacts = useCartFacts();
  const [session, setSession] = useState<SessionKind | null>(null);
  // The presence cookies change with a login, a guest session or a cleanup, each of which reads the cart
  // again: the session is read with each cart read.
  useEffect(() => {
    if (cartFacts) setSession(readSession());
  }, [cartFacts]);
  const isB2b = store.family === 'b2b';
  const facts = useMemo<CheckoutFacts | null>(
    () => (cartFacts && session ? { ...cartFacts, isB2b, sessionKind: session } : null),
    [cartFacts, session, isB2b],
  );
  const [stored] = useState(() =>
    typeof document === 'undefined' ? null : parseCheckoutState(readCheckoutStateCookie()),
  );
  const [page, setPage] = useState<FlowPage | null>(null);
  // The first page was decided (shown, or left for another page): once per mount.
  const started = useRef(false);

  // The first page, as the storefront server would answer it: the address bar's step, else where the
  // checkout resumes; its guard runs before anything renders, and a step it sends to replaces the address.
  useEffect(() => {
    if (started.current || !facts || !stored) return;
    started.current = true;
    const { pathname, search, href } = window.location;
    const shown = checkoutStepOfPath(pathname);
    const step = shown ?? openCheckoutStep(facts, stored);
    const here = shown ? `${pathname}${search}` : checkoutStepPath(step, stored);
    const guard = checkoutStepGuard(step, facts, stored, new URL(here, href));
    const target = guard.allow ? { step, url: here } : { step: stepOf(guard.location), url: guard.location };
    if (!target.step) {
      if (!guard.allow) onLeave(guard.location, guard.message);
      return;
    }
    if (target.url !== `${pathname}${search}`) window.history.replaceState(null, '', target.url);
    setPage({ step: target.step, url: target.url });
  }, [facts, stored, onLeave]);

  // Back and forward within the checkout show the step of the address bar again.
  useEffect(() => {
    const onPopState = () => {
      const step = checkoutStepOfPath(window.location.pathname);
      if (step) setPage({ step, url: `${window.location.pathname}${window.location.search}` });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const onNavigate = useCallback(
    (location: string, message?: GuardMessage) => {
      const step = stepOf(location);
      if (!step) {
        onLeave(location, message);
        return;
      }
      window.history.pushState(null, '', location);
      setPage({ step, url: location });
    },
    [onLeave],
  );

  if (!page || !facts || !stored) return null;
  return (
    <CheckoutProvider
      step={page.step}
      url={page.url}
      facts={facts}
      stored={stored}
      onNavigate={onNavigate}
      {...(orderCommentEnabled === undefined ? {} : { orderCommentEnabled })}
    >
      {children}
    </CheckoutProvider>
  );
}
