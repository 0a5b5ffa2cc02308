// Paging (spec storefront §2.1 p, §9): one link per page URL, the current page marked, previous/next.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './Pagination';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const hrefFor = (page: number) => (page === 1 ? '/cat/5/' : `/cat/5/?p=${page}`);

describe('Pagination', () => {
  it('links every shown page, marks the current one and offers previous and next', async () => {
    const { container } = renderWithShop(<Pagination currentPage={6} totalPages={12} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(nav).getByRole('link', { name: 'Seite 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Seite 1' })).toHaveAttribute('href', '/cat/5/');
    expect(within(nav).getByRole('link', { name: 'Seite 12' })).toHaveAttribute('href', '/cat/5/?p=12');
    expect(within(nav).queryByRole('link', { name: 'Seite 3' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute('href', '/cat/5/?p=5');
    expect(within(nav).getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute('href', '/cat/5/?p=7');
    await expectNoAxeViolations(container);
  });

  it('has no previous link on the first page, no next on the last, and nothing for one page', () => {
    const { rerender } = renderWithShop(<Pagination currentPage={1} totalPages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Vorherige Seite' })).not.toBeInTheDocument();
    rerender(<Pagination currentPage={3} totalPages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Nächste Seite' })).not.toBeInTheDocument();
    rerender(<Pagination currentPage={1} totalPages={1} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
