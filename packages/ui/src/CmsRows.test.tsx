import {
  cmsRows,
  contentTileCell,
  contentTileCell2,
  heroSliderCell,
  layerCell,
  schoolBag,
} from '@ranzen/sdk-react/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsFallback } from './CmsFallback';
import { CmsHeroSlider } from './CmsHeroSlider';
import { CmsHtml } from './CmsHtml';
import { CmsHtmlBox } from './CmsHtmlBox';
import { CmsImageTeaser } from './CmsImageTeaser';
import { CmsInfoBar } from './CmsInfoBar';
import { CmsRows, type CmsRowsProps } from './CmsRows';
import { cmsElementFor, cmsElementTypesIn, loadsLazily, preloadCmsElements } from './cmsElements';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('cmsElementFor', () => {
  it('picks the registered renderer or the fallback', async () => {
    // The form and wish list elements load with their first cell (DESIGN §6 first load).
    await preloadCmsElements();
    expect(cmsElementFor('picture-teaser')).toBe(CmsImageTeaser);
    expect(cmsElementFor('image-link')).toBe(CmsImageTeaser);
    expect(cmsElementFor('html')).toBe(CmsHtml);
    expect(cmsElementFor('hero-slider')).toBe(CmsHeroSlider);
    expect(cmsElementFor('info-bar')).toBe(CmsInfoBar);
    expect(cmsElementFor('html-box')).toBe(CmsHtmlBox);
    expect(cmsElementFor('prize-draw-tab')).toBe(cmsElementFor('prize-draw'));
    for (const type of ['layer', 'form', 'ab-tab', 'list-teaser', 'content-tile', 'recommendations']) {
      expect(cmsElementFor(type)).not.toBe(CmsFallback);
    }
    expect(cmsElementFor('video')).toBe(CmsFallback);
    expect(cmsElementFor('constructor')).toBe(CmsFallback);
    expect(cmsElementFor('__proto__')).toBe(CmsFallback);
  });
});

describe('lazily loaded elements (DESIGN §6: forms and wish lists load with their first cell)', () => {
  it('finds every element type a page state names', () => {
    const state = {
      route: { rows: [{ cells: [{ elementType: 'prize-draw' }, { elementType: 'html' }] }] },
      results: { 'FooterGrid{}': { footerGrid: [{ cells: [{ elementType: 'layer' }] }] } },
    };
    expect(cmsElementTypesIn(state)).toEqual(new Set(['prize-draw', 'html', 'layer']));
    expect(['prize-draw', 'layer', 'wishlist-teaser', 'hero-slider', 'html'].filter(loadsLazily)).toEqual([
      'prize-draw',
      'layer',
      'wishlist-teaser',
    ]);
  });

  it('renders a cell whose element code is not loaded yet once it has loaded', async () => {
    // A fresh module graph: nothing preloaded, as in a browser before the first layer cell.
    vi.resetModules();
    const { CmsRows: FreshRows } = await import('./CmsRows');
    const { renderWithShop: renderWithFreshShop } = await import('./test/render');
    renderWithFreshShop(<FreshRows rows={[{ __typename: 'Row', id: 'row-layer', cells: [layerCell] }]} />);
    expect(screen.queryByRole('button', { name: 'Versandbedingungen ansehen' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Versandbedingungen ansehen' })).toBeVisible();
  });
});

const slotRows: CmsRowsProps['rows'] = [
  { __typename: 'Row', id: 'row-hero', cells: [heroSliderCell] },
  { __typename: 'Row', id: 'row-tiles', cells: [contentTileCell, contentTileCell2] },
];

describe('CmsRows', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reports a selected teaser with the slot it sits in (spec storefront §7 promotion select)', async () => {
    const onTeaserClick = vi.fn();
    const { user } = renderWithShop(<CmsRows rows={slotRows} context={{ onTeaserClick }} />);
    const tile = screen.getByRole('link', { name: 'Lesetipps' });
    tile.addEventListener('click', (event) => event.preventDefault());
    await user.click(tile);
    expect(onTeaserClick).toHaveBeenCalledExactlyOnceWith('t-tile-2', 'content-tile_2_2_1');
  });

  it('reports each seen teaser with its slot, a slide by its number (spec storefront §7 promotion view)', () => {
    vi.useFakeTimers();
    const observers: Array<(entries: Array<{ isIntersecting: boolean; intersectionRatio: number }>) => void> =
      [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (typeof observers)[number]) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const onPromotionView = vi.fn();
    renderWithShop(<CmsRows rows={slotRows} context={{ onPromotionView }} />);
    act(() => {
      for (const notify of observers) notify([{ isIntersecting: true, intersectionRatio: 1 }]);
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(onPromotionView).toHaveBeenCalledWith('t-hero-2', 'hero-slider_1_1_2');
    expect(onPromotionView).toHaveBeenCalledWith('t-tile-1', 'content-tile_2_1_1');
    expect(onPromotionView).toHaveBeenCalledWith('t-tile-2', 'content-tile_2_2_1');
  });

  it('renders each cell by element type with its column span', () => {
    const { container } = renderWithShop(<CmsRows rows={cmsRows} />);
    expect(screen.getByRole('heading', { name: 'Bereit für den Schulstart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bastelmaterial für den Kindergarten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Versandkostenfrei ab 29 €' })).toBeInTheDocument();
    // "recommendations" without products from the host renders nothing.
    expect(screen.queryByText('Unsere Empfehlungen für die Grundschule.')).not.toBeInTheDocument();
    const spans = [...container.querySelectorAll('[data-span]')].map((cell) =>
      cell.getAttribute('data-span'),
    );
    expect(spans).toEqual(['12', '6', '6', '8', '4']);
  });

  it('hands its context to the elements (recommended products)', () => {
    renderWithShop(<CmsRows rows={cmsRows} context={{ recommendations: [schoolBag] }} />);
    expect(screen.getByRole('region', { name: 'Empfehlungen für Sie' })).toBeInTheDocument();
    expect(screen.getByText('Unsere Empfehlungen für die Grundschule.')).toBeInTheDocument();
  });

  it('falls back to the HTML for unknown element types', () => {
    renderWithShop(
      <CmsRows
        rows={[
          {
            __typename: 'Row',
            id: 'r',
            cells: [
              {
                __typename: 'Cell',
                id: 'v',
                elementType: 'video',
                width: 12,
                html: '<p>Film ab</p>',
                competition: null,
                teasers: [],
              },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByText('Film ab')).toBeInTheDocument();
  });

  it('loads images of the first row eagerly only', () => {
    renderWithShop(<CmsRows rows={cmsRows} />);
    const loading = screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('clamps widths to the 12-column grid', () => {
    const { container } = renderWithShop(
      <CmsRows
        rows={[
          {
            __typename: 'Row',
            id: 'r',
            cells: [
              {
                __typename: 'Cell',
                id: 'a',
                elementType: 'html',
                width: 0,
                html: '<p>A</p>',
                competition: null,
                teasers: [],
              },
              {
                __typename: 'Cell',
                id: 'b',
                elementType: 'html',
                width: 20,
                html: '<p>B</p>',
                competition: null,
                teasers: [],
              },
            ],
          },
        ]}
      />,
    );
    const spans = [...container.querySelectorAll('[data-span]')].map((cell) =>
      cell.getAttribute('data-span'),
    );
    expect(spans).toEqual(['1', '12']);
  });

  it('pairs narrow cells in halves on tablets and keeps wider ones (grid spans per breakpoint)', () => {
    const { container } = renderWithShop(
      <CmsRows
        rows={[
          {
            __typename: 'Row',
            id: 'r',
            cells: [
              {
                __typename: 'Cell',
                id: 'a',
                elementType: 'html',
                width: 3,
                html: '<p>A</p>',
                competition: null,
                teasers: [],
              },
              {
                __typename: 'Cell',
                id: 'b',
                elementType: 'html',
                width: 9,
                html: '<p>B</p>',
                competition: null,
                teasers: [],
              },
            ],
          },
        ]}
      />,
    );
    const spans = [...container.querySelectorAll<HTMLElement>('[data-span]')].map((cell) => [
      cell.style.getPropertyValue('--span'),
      cell.style.getPropertyValue('--span-tablet'),
    ]);
    expect(spans).toEqual([
      ['3', '6'],
      ['9', '9'],
    ]);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<CmsRows rows={cmsRows} />);
    await expectNoAxeViolations(container);
  });
});
