import { heroTeaser } from '@ranzen/sdk-react/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CmsFallback } from './CmsFallback';
import type { CmsCell } from './cmsTeaser';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const unknown: CmsCell = {
  __typename: 'Cell',
  id: 'unknown',
  elementType: 'prize-draw',
  width: 12,
  html: '<p>Mitmachen und gewinnen!</p>',
  competition: null,
  teasers: [heroTeaser],
};

describe('CmsFallback', () => {
  it('shows the HTML of an unknown element', () => {
    renderWithShop(<CmsFallback cell={unknown} />);
    expect(screen.getByText('Mitmachen und gewinnen!')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders nothing for an unknown element without HTML', () => {
    const { container } = renderWithShop(<CmsFallback cell={{ ...unknown, html: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<CmsFallback cell={unknown} />);
    await expectNoAxeViolations(container);
  });
});
