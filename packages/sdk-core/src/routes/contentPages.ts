// The CMS content pages the header and footer link to (spec storefront §2.1 "other service pages", §2.3
// legal pages, §2.8 footer), one entry per page: its path in each message language and the store
// families that have it. The CMS seed writes its pages at these paths, the header and footer link them
// through contentPagePath, the link-click tracking leaves the legal ones out, and the B2B language
// switcher (spec §1) maps a page to its counterpart in the other language.
import type { MessageLanguage, StoreConfig, StoreFamily } from '../store/storeConfig';
import { withoutTrailingSlash } from './defineRoute';
import { CORE_ROUTE_TABLE } from './routeTable';

export interface ContentPageFacts {
  /** The page's path per message language, with the trailing slash the shop's links use. */
  readonly paths: Readonly<Record<MessageLanguage, string>>;
  /** The store families that have the page; the others never link it. */
  readonly families: readonly StoreFamily[];
  /** A legal page excluded from link-click tracking: privacy and imprint. */
  readonly excludedFromLinkTracking?: true;
}

const BOTH: readonly StoreFamily[] = ['consumer', 'b2b'];

/** The same path in every language (the B2B pages carry English slugs in the German shop too). */
function samePath(path: string): Readonly<Record<MessageLanguage, string>> {
  return { de: path, en: path };
}

/** The B2B catalogue's German and English sites, as the route table declares them. */
function cataloguePaths(): Readonly<Record<MessageLanguage, string>> {
  const entries = CORE_ROUTE_TABLE.definition('catalogue').paths;
  const pathOf = (variant: MessageLanguage) => {
    const entry = entries.find((candidate) => candidate.params?.variant === variant);
    if (!entry) throw new Error(`routes: the catalogue has no ${variant} path`);
    return entry.path;
  };
  return { de: pathOf('de'), en: pathOf('en') };
}

export const CONTENT_PAGES = {
  imprint: {
    paths: { de: '/service/impressum/', en: '/service/imprint/' },
    families: BOTH,
    excludedFromLinkTracking: true,
  },
  privacy: {
    paths: { de: '/service/datenschutz/', en: '/service/privacy/' },
    families: BOTH,
    excludedFromLinkTracking: true,
  },
  terms: { paths: { de: '/service/agb/', en: '/service/terms/' }, families: BOTH },
  /** The consumer's right of withdrawal with the model withdrawal form (B2B buyers have none). */
  withdrawal: {
    paths: { de: '/service/widerrufsbelehrung/', en: '/service/right-of-withdrawal/' },
    families: ['consumer'],
  },
  shipping: { paths: { de: '/service/versand/', en: '/service/shipping/' }, families: BOTH },
  payment: { paths: { de: '/service/zahlung/', en: '/service/payment/' }, families: BOTH },
  returns: { paths: { de: '/service/retoure/', en: '/service/returns/' }, families: BOTH },
  careers: { paths: { de: '/service/karriere/', en: '/service/careers/' }, families: BOTH },
  /** Where the trusted-shop badge and the footer's quality promise link. */
  safeShopping: {
    paths: { de: '/service/sicher-einkaufen/', en: '/service/safe-shopping/' },
    families: ['consumer'],
  },
  toySafety: {
    paths: { de: '/service/spielwarensicherheit/', en: '/service/toy-safety/' },
    families: ['consumer'],
  },
  productSafety: { paths: samePath('/service/product-safety/'), families: ['b2b'] },
  advantages: { paths: samePath('/service/your-advantages/'), families: ['b2b'] },
  /** The about page under the brand name. */
  about: { paths: samePath('/service/ranzen-education/'), families: ['b2b'] },
  catalogue: { paths: cataloguePaths(), families: ['b2b'] },
} as const satisfies Readonly<Record<string, ContentPageFacts>>;

export type ContentPageId = keyof typeof CONTENT_PAGES;

const CONTENT_PAGE_IDS = Object.keys(CONTENT_PAGES) as ContentPageId[];

/**
 * The path of a content page in a store's language; undefined where the store's family has no such page.
 *
 * @example
 * ```ts
 * contentPagePath(STORES['en-DE'], 'imprint'); // '/service/imprint/'
 * contentPagePath(STORES['b2b-de'], 'withdrawal'); // undefined
 * ```
 */
export function contentPagePath(
  store: Pick<StoreConfig, 'family' | 'messages'>,
  id: ContentPageId,
): string | undefined {
  const page: ContentPageFacts = CONTENT_PAGES[id];
  return page.families.includes(store.family) ? page.paths[store.messages] : undefined;
}

/** The paths excluded from link-click tracking, in every language. */
export const LEGAL_PAGE_PATHS: readonly string[] = CONTENT_PAGE_IDS.flatMap((id) => {
  const page: ContentPageFacts = CONTENT_PAGES[id];
  return page.excludedFromLinkTracking ? Object.values(page.paths) : [];
});

/**
 * The same page in another store of the shop (the B2B language switcher): a content page's path in
 * the target's language, any other page (categories, products, the account) at the same path.
 *
 * @example
 * ```ts
 * languageCounterpartPath('/service/impressum/', STORES['b2b-de'], STORES['b2b-en']); // '/service/imprint/'
 * languageCounterpartPath('/cat/6/?p=2', STORES['b2b-de'], STORES['b2b-en']); // '/cat/6/?p=2'
 * ```
 */
export function languageCounterpartPath(
  href: string,
  from: Pick<StoreConfig, 'family' | 'messages'>,
  to: Pick<StoreConfig, 'family' | 'messages'>,
): string {
  const split = href.search(/[?#]/);
  const pathname = split === -1 ? href : href.slice(0, split);
  const rest = split === -1 ? '' : href.slice(split);
  const trimmed = withoutTrailingSlash(pathname);
  const id = CONTENT_PAGE_IDS.find((candidate) => {
    const path = contentPagePath(from, candidate);
    return path !== undefined && withoutTrailingSlash(path) === trimmed;
  });
  const target = id === undefined ? undefined : contentPagePath(to, id);
  return target === undefined ? href : `${target}${rest}`;
}
