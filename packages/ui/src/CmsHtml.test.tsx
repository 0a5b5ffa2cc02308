import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CmsHtml } from './CmsHtml';
import type { CmsCell } from './cmsTeaser';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const cell: CmsCell = {
  __typename: 'Cell',
  id: 'html',
  elementType: 'html',
  width: 12,
  html: '<h2>Versandkostenfrei ab 29 €</h2><p><a href="/service/versand/">Mehr zum Versand</a></p>',
  competition: null,
  teasers: [],
};

describe('CmsHtml', () => {
  it('renders the sanitised HTML of the cell', () => {
    renderWithShop(<CmsHtml cell={cell} />);
    expect(screen.getByRole('heading', { name: 'Versandkostenfrei ab 29 €' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mehr zum Versand' })).toHaveAttribute(
      'href',
      '/service/versand/',
    );
  });

  it('renders nothing without HTML', () => {
    const { container } = renderWithShop(<CmsHtml cell={{ ...cell, html: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<CmsHtml cell={cell} />);
    await expectNoAxeViolations(container);
  });
});
