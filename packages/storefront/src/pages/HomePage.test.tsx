// @vitest-environment jsdom
// The home page's recommendations element (spec storefront §2.10 "recommendations", §9 "Recommendation
// carousel"): the home loader puts the store's recommendations into the cache when the page's CMS rows
// hold the element, and the page shows them as product tiles with the first HTML; a page without the
// element asks for none.
import { itemAttribution, MESSAGES, STORES, sessionStorageOf } from '@ranzen/sdk-core';
import { loadedShopClient } from '@ranzen/sdk-react';
import {
  answeringLink,
  type CmsRowFixture,
  cmsRows,
  contentTileCell,
  createTestClient,
  productCards,
} from '@ranzen/sdk-react/testing';
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageDataContext } from '../data/pageData';
import { loadHome } from '../data/routeLoaders';
import { HomePage } from './HomePage';
import { StorefrontProviders } from './StorefrontProviders';

const store = STORES.de;
const messages = MESSAGES[store.messages];

/** Loads the home page as the router does, then renders it from the loader's data and cache. */
async function renderHome(rows: readonly CmsRowFixture[]) {
  const { link, operations } = answeringLink(({ operationName }) => {
    if (operationName === 'StoreRecommendations') return { data: { storeRecommendations: productCards } };
    if (operationName !== 'PageDetails') throw new Error(`unexpected operation ${operationName}`);
    return {
      data: {
        pageDetails: {
          __typename: 'PageDetails',
          pageType: 'HOME',
          categoryId: null,
          redirectUrl: null,
          redirectTemporary: null,
          title: null,
          metaDescription: null,
          metaRobots: null,
          activeAbTests: [],
          rows,
        },
      },
    };
  });
  const client = createTestClient({ link });
  const data = await loadHome({ client, store, messages, cartId: null }, new URL('http://localhost/'));
  // The operations the loader sent; the page itself reads the recommendations from the cache.
  const loaderOperations = operations.map((operation) => operation.operationName);
  render(
    <StorefrontProviders
      shopClient={loadedShopClient(client)}
      store={store}
      messages={messages}
      cartId={null}
    >
      <PageDataContext.Provider value={{ route: 'index', data }}>
        <HomePage />
      </PageDataContext.Provider>
    </StorefrontProviders>,
  );
  return loaderOperations;
}

afterEach(cleanup);

describe('HomePage recommendations element (spec storefront §2.10)', () => {
  it("shows the store's recommendations as product tiles under the element's heading", async () => {
    const operations = await renderHome(cmsRows);
    expect(operations).toEqual(['PageDetails', 'StoreRecommendations']);
    const section = screen.getByRole('region', { name: 'Empfehlungen für Sie' });
    expect(within(section).getByText('Unsere Empfehlungen für die Grundschule.')).toBeVisible();
    const [first] = productCards;
    expect(within(section).getByRole('link', { name: new RegExp(first?.name ?? '') })).toHaveAttribute(
      'href',
      first?.url,
    );
  });

  // Spec §7 "item list view, select item", §4 "Wish-list add or remove from a tile": as every carousel.
  it('reports a chosen tile with its list and categories, and gives each tile the wish list heart', async () => {
    await renderHome(cmsRows);
    const section = screen.getByRole('region', { name: 'Empfehlungen für Sie' });
    const [first] = productCards;
    expect(within(section).getByRole('button', { name: `Merkzettel: ${first?.name}` })).toBeVisible();
    const dataLayer: unknown[] = [];
    (globalThis as { dataLayer?: unknown[] }).dataLayer = dataLayer;
    const link = within(section).getByRole('link', { name: new RegExp(first?.name ?? '') });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'select_item',
        ecommerce: expect.objectContaining({
          items: [
            expect.objectContaining({
              item_id: first?.id,
              index: 0,
              item_list_id: 'cms-recommendations',
              item_list_name: 'Empfehlungen für Sie',
              item_category: 'Schulbedarf',
              item_category2: 'Schreiben',
            }),
          ],
        }),
      }),
    );
  });

  it('asks for no recommendations when the page has no such element', async () => {
    const withoutElement = cmsRows.filter((row) =>
      row.cells.every((cell) => cell.elementType !== 'recommendations'),
    );
    const operations = await renderHome(withoutElement);
    expect(operations).toEqual(['PageDetails']);
    expect(screen.queryByRole('region', { name: 'Empfehlungen für Sie' })).not.toBeInTheDocument();
  });
});

describe('HomePage teaser promotion data (spec storefront §3.15 "Session-storage items")', () => {
  afterEach(() => window.sessionStorage.clear());

  it("keeps a clicked teaser's promotion, with its slot (§7), for the session's later item events", async () => {
    const dataLayer: unknown[] = [];
    (globalThis as { dataLayer?: unknown[] }).dataLayer = dataLayer;
    await renderHome([{ __typename: 'Row', id: 'row-tiles', cells: [contentTileCell] }]);
    const link = screen.getByRole('link', { name: 'Bastelideen' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    const promotion = {
      promotion_id: 't-tile-1',
      promotion_name: 't-tile-1',
      creative_slot: 'content-tile_1_1_1',
    };
    expect(dataLayer).toContainEqual({ event: 'select_promotion', ecommerce: { items: [promotion] } });
    expect(itemAttribution(sessionStorageOf(window), 'any-product')).toEqual(promotion);
  });
});
