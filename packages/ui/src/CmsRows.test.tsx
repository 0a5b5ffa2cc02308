import { cmsRows, schoolBag } from '@ranzen/sdk-react/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CmsFallback } from './CmsFallback';
import { CmsHeroSlider } from './CmsHeroSlider';
import { CmsHtml } from './CmsHtml';
import { CmsHtmlBox } from './CmsHtmlBox';
import { CmsImageTeaser } from './CmsImageTeaser';
import { CmsInfoBar } from './CmsInfoBar';
import { CmsRows } from './CmsRows';
import { cmsElementFor } from './cmsElements';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('cmsElementFor', () => {
  it('picks the registered renderer or the fallback', () => {
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

describe('CmsRows', () => {
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
