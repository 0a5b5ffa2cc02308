import { productDetail } from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './Breadcrumb';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('Breadcrumb', () => {
  it('is a labelled navigation with an ordered list of links', () => {
    renderWithShop(<Breadcrumb entries={productDetail.breadcrumb} />);
    const nav = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Schulbedarf', 'Schulranzen', 'Schulranzen-Sets']);
    expect(links[0]).toHaveAttribute('href', '/schulbedarf/');
  });

  it('marks only the last entry as the current page', () => {
    renderWithShop(<Breadcrumb entries={productDetail.breadcrumb} />);
    const links = screen.getAllByRole('link');
    expect(links.at(-1)).toHaveAttribute('aria-current', 'page');
    expect(links.slice(0, -1).every((link) => !link.hasAttribute('aria-current'))).toBe(true);
  });

  it('renders nothing without entries', () => {
    const { container } = renderWithShop(<Breadcrumb entries={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<Breadcrumb entries={productDetail.breadcrumb} />);
    await expectNoAxeViolations(container);
  });
});
