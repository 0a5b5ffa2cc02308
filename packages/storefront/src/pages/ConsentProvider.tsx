// Cookie consent for the whole storefront (spec storefront §9 consent setting ids and tag manager per
// shop, §4 "Hero slider: starts after cookie-consent interaction"; issue 21 item 3): the banner asks on
// arrival until the visitor chose, the footer reopens it, the choice is stored in the consent cookie for
// the shop's setting id, and only "all" loads the tag manager, web-vitals and error reporting (a chunk of
// its own). Withdrawing consent reloads the page, so nothing loaded before keeps running. The page reads
// the cookie every 300 ms (§9 cookie polling), so a choice made in another tab applies here too.

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

// Loaded when the banner first opens, after hydration: a visitor who already chose never loads it.
const ConsentBanner = lazy(() =>
  import('./ConsentBannerChunk').then((module) => ({ default: module.ConsentBanner })),
);

export interface ConsentContextValue {
  /** The visitor's choice; null before it is known (server, first render) or made. */
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
  /** Null on the server: nothing is loaded there, and the banner only ever opens in the browser. */
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
 * <ConsentProvider analytics={state.analytics} buildId={state.buildId}>{page}</ConsentProvider>
 * ```
 */
export function ConsentProvider({ analytics, buildId, children }: ConsentProviderProps) {
  const { store } = useShop();
  const shopClient = useShopClient();
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const [banner, setBanner] = useState<BannerState>('closed');
  const opener = useRef<HTMLElement | null>(null);
  const started = useRef(false);

  // The cookie is read after hydration, so the server's HTML and the first render agree.
  useEffect(() => {
    const stored = consentChoiceOf(parseDocumentCookies(document.cookie)[CONSENT_COOKIE], store.storeCode);
    setChoice(stored);
    if (stored === null) setBanner('arrival');
  }, [store]);

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
