import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchEmptyState } from './SearchEmptyState';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('SearchEmptyState (spec storefront §4 empty result with suggestions)', () => {
  it('names the query and links the popular searches', async () => {
    const { container } = renderWithShop(
      <SearchEmptyState
        query="xyzzy"
        suggestions={['schulranzen', 'füller']}
        hrefFor={(query) => `/search/?q=${encodeURIComponent(query)}`}
      />,
    );
    const region = screen.getByRole('region', { name: 'Leider keine Treffer für „xyzzy“' });
    expect(within(region).getByRole('link', { name: 'füller' })).toHaveAttribute(
      'href',
      '/search/?q=f%C3%BCller',
    );
    await expectNoAxeViolations(container);
  });
});
