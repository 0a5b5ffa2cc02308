// @vitest-environment jsdom
// Loading ahead what the visible links lead to (spec storefront §4 "The page payload is prefetched after
// 1 s", §9 "Route preloads at once: 4"): the route loaders first, then each in-app route's page code
// once a link to it is on screen, once per route; nothing for external links, routes loaded as
// documents, links off screen, or a visitor saving data.
import { nextTask } from '@ranzen/sdk-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPageComponent } from '../router/pageComponents';
import { CORE_ROUTER } from '../router/StorefrontRouter';
import { preloadVisibleLinks } from './linkPreloads';

vi.mock('../router/pageComponents', () => ({ preloadPageComponent: vi.fn(async () => undefined) }));

/** jsdom has no IntersectionObserver: this one lets the test say which observed elements came on screen. */
class ScriptedObserver {
  static current: ScriptedObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScriptedObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Brings `elements` on screen, as the browser reports it. */
  show(elements: readonly Element[]) {
    const entries = elements
      .filter((element) => this.observed.has(element))
      .map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function container(hrefs: readonly string[]): { element: HTMLElement; links: HTMLAnchorElement[] } {
  const element = document.createElement('div');
  const links = hrefs.map((href) => {
    const anchor = document.createElement('a');
    anchor.setAttribute('href', href);
    element.append(anchor);
    return anchor;
  });
  document.body.append(element);
  return { element, links };
}

const preloadedRoutes = () => vi.mocked(preloadPageComponent).mock.calls.map(([route]) => route);

afterEach(() => {
  document.body.replaceChildren();
  ScriptedObserver.current = null;
  vi.unstubAllGlobals();
});

describe('preloadVisibleLinks (storefront §4, §9)', () => {
  it('loads the route loaders, then the page code of each in-app route whose link comes on screen, once', async () => {
    vi.stubGlobal('IntersectionObserver', ScriptedObserver);
    const loadRouteLoaders = vi.fn(async () => undefined);
    const { element, links } = container([
      '/prod/100001/',
      '/prod/100002/',
      'https://example.com/cat/5/',
      '/logout/',
      '/cat/5/',
    ]);

    const stop = preloadVisibleLinks(element, CORE_ROUTER, loadRouteLoaders);
    // Each load starts in a task of its own, never in the task that asked for it (DESIGN §6 TBT).
    expect(loadRouteLoaders).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(loadRouteLoaders).toHaveBeenCalledTimes(1));
    expect(preloadedRoutes()).toEqual([]);

    // On screen: both product links, the external one and the document-only logout; the category link is not.
    ScriptedObserver.current?.show(links.slice(0, 4));
    expect(preloadedRoutes()).toEqual([]);
    await vi.waitFor(() => expect(preloadedRoutes()).toEqual(['product']));

    // The next page was shown: this page's links are no longer watched.
    stop();
    ScriptedObserver.current?.show(links);
    await nextTask();
    expect(preloadedRoutes()).toEqual(['product']);
  });

  it('loads nothing ahead for a visitor who asked the browser to save data', () => {
    vi.stubGlobal('IntersectionObserver', ScriptedObserver);
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const loadRouteLoaders = vi.fn(async () => undefined);
    preloadVisibleLinks(container(['/cat/5/']).element, CORE_ROUTER, loadRouteLoaders);
    expect(loadRouteLoaders).not.toHaveBeenCalled();
    expect(ScriptedObserver.current).toBeNull();
  });
});
