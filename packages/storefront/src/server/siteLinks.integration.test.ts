// The link crawl of issue 21 ("a shopper, a crawler and a lawyer can follow every link on every page of
// every store and never hit a 404"): for every store host, every link of the home page (header,
// navigation, CMS content, footer) and every link on the pages those lead to, one level, is requested
// from the real storefront servers over the real API (seeded), as a crawler without a session
// sees them, and once more as a logged-in customer of each store family (the account pages, the B2B
// catalogue behind its login, the basket and checkout links). No link may answer 404, 410 or an error,
// and no link may leave for another store's host except the B2B language switcher's (spec storefront §1,
// §2.1, §2.3, §2.5, §2.8).
//
// In a store open to visitors a public page renders the same for a customer except its frame (the
// header's account menu and basket, the same on every page of a kind), so the logged-in crawl there
// renders every page the anonymous crawl did not reach and SAMPLE_PER_KIND of each kind it did: about a
// quarter of the pages, for the same links (docs/decisions/0036-test-command-shared-module-graph.md).
// Behind the B2B login every page differs by session, so that crawl renders every page.
import type { Server } from 'node:http';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@ranzen/api/testing';
import {
  DEFAULT_PUBLIC_ORIGINS,
  LEGAL_PAGE_PATHS,
  routePath,
  SESSION_COOKIE,
  STORE_IDS,
  STORES,
  type StoreConfig,
  type StoreId,
} from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './createStorefrontServer';
import { logIn } from './testing/accountStack';
import { CookieJar } from './testing/cookieJar';
import { closeServers, type HostAnswer, listenOnLoopback, requestWithHost } from './testing/hostRequest';
import { API_CREDENTIALS, type SeededApi, startSeededApi } from './testing/seededApi';

/** Requests in flight per host: enough to finish in seconds, few enough for a shared test machine. */
const CONCURRENCY = 6;
/** Redirects followed per link (a CMS redirect, then a login guard). */
const MAX_REDIRECTS = 3;
/** Pages of one kind the logged-in crawl renders again of those the anonymous crawl already rendered. */
const SAMPLE_PER_KIND = 2;

let seeded: SeededApi;
const servers: Server[] = [];
/** Where each store's server listens. */
const bases = new Map<StoreId, string>();

beforeAll(async () => {
  seeded = await startSeededApi(60);
  const apiUrl = seeded.api.url;
  const consumer = createStorefrontServer({
    stores: [STORES.de, STORES.at, STORES.ch, STORES['en-DE']],
    apiUrl,
    ...API_CREDENTIALS,
  });
  const b2b = createStorefrontServer({
    stores: [STORES['b2b-de'], STORES['b2b-en']],
    fallbackStoreId: 'b2b-de',
    apiUrl,
    ...API_CREDENTIALS,
  });
  servers.push(consumer, b2b);
  const [consumerBase = '', b2bBase = ''] = await Promise.all(servers.map(listenOnLoopback));
  for (const id of STORE_IDS) bases.set(id, STORES[id].family === 'b2b' ? b2bBase : consumerBase);
}, 120_000);

afterAll(async () => {
  await closeServers(servers);
  await seeded?.stop();
});

/** A store's host as its public origin names it (the Host header that picks the store). */
function hostOf(id: StoreId): string {
  return new URL(DEFAULT_PUBLIC_ORIGINS[id]).host;
}

const STORE_BY_HOST = new Map(STORE_IDS.map((id) => [hostOf(id), id]));

interface Link {
  readonly href: string;
  /** The anchor says which language the target is in: the language switcher's mark. */
  readonly hreflang: boolean;
}

const HTML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };

/** The anchors of a page (the rendered HTML; scripts and the state JSON hold no anchors). */
function anchorsOf(html: string): Link[] {
  return [...html.matchAll(/<a\s[^>]*>/g)].flatMap(([tag]) => {
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    if (href === undefined) return [];
    return [
      {
        href: href.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => HTML_ENTITIES[name] ?? ''),
        hreflang: /\shreflang="/i.test(tag),
      },
    ];
  });
}

/** A link target to request: the store whose host answers it and the path with query. */
interface Target {
  readonly store: StoreId;
  readonly path: string;
}

type Classified = { kind: 'follow'; target: Target } | { kind: 'skip' } | { kind: 'foreign'; reason: string };

/** The logout link ends the session a logged-in crawl needs: it is not followed. */
const LOGOUT_PATH = routePath('logout');

/** Same-host paths are followed; other stores' hosts only from the language switcher; the rest skipped. */
function classify(link: Link, from: StoreId): Classified {
  if (/^(mailto|tel):/i.test(link.href) || link.href.startsWith('#')) return { kind: 'skip' };
  const url = new URL(link.href, DEFAULT_PUBLIC_ORIGINS[from]);
  const store = STORE_BY_HOST.get(url.host);
  if (!store || url.pathname === LOGOUT_PATH) return { kind: 'skip' };
  const path = `${url.pathname}${url.search}`;
  if (store !== from && !(link.hreflang && STORES[from].languageVersions.includes(store))) {
    return { kind: 'foreign', reason: `${link.href} leads to the ${store} store` };
  }
  return { kind: 'follow', target: { store, path } };
}

/** The visitor crawling: a crawler without a session, or a customer with the session's cookies. */
type Visitor = { readonly cookie?: string };

function get(target: Target, { cookie }: Visitor): Promise<HostAnswer> {
  return requestWithHost(bases.get(target.store) ?? '', target.path, hostOf(target.store), {
    headers: cookie ? { cookie } : {},
  });
}

interface Visit {
  readonly status: number;
  readonly body: string;
}

/** Requests a target and follows its redirects on the store hosts. */
async function visit(target: Target, visitor: Visitor): Promise<Visit> {
  let current = target;
  for (let hop = 0; ; hop++) {
    const answer = await get(current, visitor);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || !location || hop === MAX_REDIRECTS) {
      return { status: answer.status, body: answer.body };
    }
    const next = classify({ href: location, hreflang: false }, current.store);
    if (next.kind !== 'follow') return { status: answer.status, body: '' };
    current = next.target;
  }
}

/** Runs `work` over `items`, CONCURRENCY at a time. */
async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

const keyOf = (target: Target) => `${target.store} ${target.path}`;

interface CrawlResult {
  /** Every target requested, with its final status. */
  readonly statuses: ReadonlyMap<string, number>;
  readonly problems: string[];
}

const crawls = new Map<StoreId, Promise<CrawlResult>>();

/** The crawl of a store's host, run once per test file. */
function crawlOf(id: StoreId): Promise<CrawlResult> {
  const known = crawls.get(id);
  if (known) return known;
  const started = crawl(STORES[id], {}, ['/']);
  crawls.set(id, started);
  return started;
}

/** A page's kind: its route family, the first segment of its path (`prod`, `cat`, `service`, …). */
function kindOf(target: Target): string {
  return `${target.store} ${target.path.split(/[/?]/)[1] ?? ''}`;
}

/**
 * Which targets of a level a logged-in crawl renders: every one the anonymous crawl did not render (the
 * account pages, what they link), and of the others the first SAMPLE_PER_KIND of each kind not yet
 * sampled, in path order so that every run renders the same ones.
 */
function sampleOfPublic(anonymous: CrawlResult): (level: readonly Target[]) => Target[] {
  const sampled = new Map<string, number>();
  return (level) =>
    [...level]
      .sort((a, b) => keyOf(a).localeCompare(keyOf(b)))
      .filter((target) => {
        if (anonymous.statuses.get(keyOf(target)) !== 200) return true;
        const count = sampled.get(kindOf(target)) ?? 0;
        sampled.set(kindOf(target), count + 1);
        return count < SAMPLE_PER_KIND;
      });
}

/** The crawl of a store's host as its family's demo customer, logged in through the login form. */
async function loggedInCrawlOf(id: StoreId): Promise<CrawlResult> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.kind === STORES[id].family);
  if (!account) throw new Error(`no demo account of the ${STORES[id].family} family`);
  const jar = new CookieJar();
  await logIn(
    { base: bases.get(id) ?? '', host: hostOf(id) },
    // A B2B customer logs in with the customer number.
    { email: account.customerNumber ?? account.email, password: DEMO_PASSWORD },
    jar,
  );
  expect(jar.get(SESSION_COOKIE)).toBeDefined();
  // Behind a login every page differs by session: all of them again. Open to visitors, the public pages
  // differ only in their frame: a sample of each kind.
  const select = STORES[id].features.loginRequired ? undefined : sampleOfPublic(await crawlOf(id));
  // The account's pages are linked from its menu (the header's account button opens a flyout): the
  // crawl starts at the account page too.
  return crawl(STORES[id], { cookie: jar.header() }, ['/', routePath('account')], select);
}

/**
 * The `starts` pages, the pages they link, and the pages those link (one level further); of each level
 * the targets `select` picks (all without it).
 */
async function crawl(
  store: StoreConfig,
  visitor: Visitor,
  starts: readonly string[],
  select: (level: readonly Target[]) => Target[] = (level) => [...level],
): Promise<CrawlResult> {
  const statuses = new Map<string, number>();
  const problems: string[] = [];
  let level: Target[] = starts.map((path) => ({ store: store.id, path }));
  for (let depth = 0; depth <= 2 && level.length > 0; depth++) {
    const next = new Map<string, Target>();
    await eachLimited(select(level), async (target) => {
      const { status, body } = await visit(target, visitor);
      statuses.set(keyOf(target), status);
      if (status >= 400) problems.push(`${keyOf(target)} answers ${status}`);
      if (depth === 2 || status >= 400) return;
      for (const link of anchorsOf(body)) {
        const classified = classify(link, target.store);
        if (classified.kind === 'foreign') problems.push(`${keyOf(target)}: ${classified.reason}`);
        if (classified.kind !== 'follow') continue;
        const key = keyOf(classified.target);
        if (!statuses.has(key) && !next.has(key)) next.set(key, classified.target);
      }
    });
    level = [...next.values()].filter((target) => !statuses.has(keyOf(target)));
  }
  return { statuses, problems };
}

describe('every link of every store host resolves (issue 21; spec storefront §2.1, §2.8)', () => {
  it.each(STORE_IDS)(
    '%s: no link answers 404 or an error, none leaves for another store',
    async (id) => {
      const { statuses, problems } = await crawlOf(id);
      expect(problems).toEqual([]);
      // The crawl reached the footer's legal pages in the store's language.
      const legal = LEGAL_PAGE_PATHS.filter((path) => statuses.get(`${id} ${path}`) === 200);
      expect(legal).toHaveLength(2);
    },
    240_000,
  );

  it('follows the B2B language switcher to the same page on the English host', async () => {
    const { statuses } = await crawlOf('b2b-de');
    expect(statuses.get('b2b-en /service/imprint/')).toBe(200);
    expect(statuses.get('b2b-en /service/product-safety/')).toBe(200);
  }, 240_000);

  // One store of each family: the pages only a customer sees (account, B2B catalogue, checkout).
  it.each(['de', 'b2b-de'] as const)(
    '%s as a logged-in customer: no link answers 404 or an error',
    async (id) => {
      const { statuses, problems } = await loggedInCrawlOf(id);
      expect(problems).toEqual([]);
      expect(statuses.get(`${id} ${routePath('contactDetails')}`)).toBe(200);
    },
    240_000,
  );
});
