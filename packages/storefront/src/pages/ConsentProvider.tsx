// Cookie consent for the whole storefront (spec storefront §9 consent setting ids and tag manager per
// shop, §4 "Hero slider: starts after cookie-consent interaction"; issue 21 item 3): the banner asks on
// arrival until the visitor chose, the footer reopens it, the choice is stored in the consent cookie for
// the shop's setting id, and only "all" loads the tag manager, web-vitals and error reporting (a chunk of
// its own). Withdrawing consent reloads the page, so nothing loaded before keeps running. The page reads
// the cookie every 300 ms (§9 cookie polling), so a choice made in another tab applies here too.
// The server reads the cookie and renders the banner open on arrival, so it paints with the HTML: on a
// phone it is a first visit's largest element (Lighthouse LCP, DESIGN §6).

import {
  CONSENT_COOKIE,
  CONSENT_POLL_INTERVAL_MS,
  type ConsentChoice,
  consentChoiceOf,
  consentCookie,
  contentPagePath,
} from '@ranzen/sdk-core';
import { parseDocumentCookies, useShop, useShopClient } from '@ranzen/sdk-react';
import {
  createContext,
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
import type { AnalyticsConfig } from '../data/analyticsConfig';

/**
 * The banner's code, in a chunk of its own: a visitor who already chose never loads it. The browser loads
 * it before hydrating a page whose HTML shows the banner, so its buttons work once the page is hydrated.
 */
export const loadConsentBanner = () => import('./ConsentBannerChunk');

const ConsentBanner = lazy(() => loadConsentBanner().then((module) => ({ default: module.ConsentBanner })));

export interface ConsentContextValue {
  /** The visitor's choice; null until it is made. */
  readonly choice: ConsentChoice | null;
  /** Opens the banner again (the footer's cookie settings); focus returns to `opener` afterwards. */
  readonly reopen: (opener: HTMLElement | null) => void;
}

const ConsentContext = createContext<ConsentContextValue>({ choice: null, reopen: () => undefined });

/** The consent state; outside a ConsentProvider no choice and a reopen that does nothing. */
export function useConsent(): ConsentContextValue {
  return useContext(ConsentContext);
}

type BannerState = 'closed' | 'arrival' | 'reopened';

export interface ConsentProviderProps {
  /** The choice the consent cookie held when the page was requested (the server read it); null: none yet. */
  readonly storedChoice: ConsentChoice | null;
  /** Null on the server: nothing is loaded there. */
  readonly analytics: AnalyticsConfig | null;
  /** The build the page runs (error reports name it). */
  readonly buildId: string | null;
  readonly children: ReactNode;
}

/**
 * Holds the consent choice and shows the banner.
 *
 * @example
 * ```tsx
 * <ConsentProvider storedChoice={state.consentChoice} analytics={state.analytics} buildId={state.buildId}>{page}</ConsentProvider>
 * ```
 */
export function ConsentProvider({ storedChoice, analytics, buildId, children }: ConsentProviderProps) {
  const { store } = useShop();
  const shopClient = useShopClient();
  const [choice, setChoice] = useState(storedChoice);
  const [banner, setBanner] = useState<BannerState>(storedChoice === null ? 'arrival' : 'closed');
  const opener = useRef<HTMLElement | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (choice !== 'all' || !analytics || started.current) return;
    started.current = true;
    Promise.all([import('../client/analytics'), shopClient.load()])
      .then(([{ startAnalytics }, client]) =>
        startAnalytics({ config: analytics, storeCode: store.storeCode, client, buildId }),
      )
      .catch((error: unknown) => console.warn('[storefront] analytics not started', error));
  }, [choice, analytics, store, shopClient, buildId]);

  /** Takes a choice made here or in another tab. */
  const apply = useCallback((next: ConsentChoice) => {
    // Scripts that already run cannot be unloaded: a fresh page is the only way to stop them.
    if (started.current && next !== 'all') window.location.reload();
    else setChoice(next);
  }, []);

  useEffect(() => {
    const timer = setInterval(() => {
      const stored = consentChoiceOf(parseDocumentCookies(document.cookie)[CONSENT_COOKIE], store.storeCode);
      if (stored === null || stored === choice) return;
      setBanner('closed');
      apply(stored);
    }, CONSENT_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [store, choice, apply]);

  const choose = useCallback(
    (next: ConsentChoice) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is built by consentCookie
      document.cookie = consentCookie(store.storeCode, next);
      setBanner('closed');
      opener.current?.focus();
      opener.current = null;
      apply(next);
    },
    [store, apply],
  );

  const value = useMemo<ConsentContextValue>(
    () => ({
      choice,
      reopen: (element) => {
        opener.current = element;
        setBanner('reopened');
      },
    }),
    [choice],
  );

  return (
    <ConsentContext.Provider value={value}>
      {children}
      {banner === 'closed' ? null : (
        <Suspense fallback={null}>
          <ConsentBanner
            // The privacy policy in the store's language (every store has one: sdk-core CONTENT_PAGES).
            privacyUrl={contentPagePath(store, 'privacy') ?? '/'}
            onChoose={choose}
            takeFocus={banner === 'reopened'}
          />
        </Suspense>
      )}
    </ConsentContext.Provider>
  );
}
