import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCount } from './ResultCount';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('ResultCount (spec storefront §4 result count)', () => {
  it('announces the count politely, with the singular for one', async () => {
    const { container, rerender } = renderWithShop(<ResultCount count={245} />);
    expect(screen.getByRole('status')).toHaveTextContent('245 Artikel');
    rerender(<ResultCount count={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 Artikel');
    await expectNoAxeViolations(container);
  });
});
