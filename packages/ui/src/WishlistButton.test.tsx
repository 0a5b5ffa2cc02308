// The heart on product pages and tiles (spec shopping §4 "Adding from a product", §6 B2B "basket";
// storefront §4 "Wish-list add or remove from a tile").
import { STORES } from '@ranzen/sdk-core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import { WishlistButton } from './WishlistButton';

describe('WishlistButton', () => {
  it('is a toggle named after the list and the product, pressed while the product is on the list', async () => {
    const onToggle = vi.fn();
    const { user, rerender, container } = renderWithShop(
      <WishlistButton productName="Bleistift HB" inList={false} onToggle={onToggle} />,
    );
    const button = screen.getByRole('button', { name: 'Merkzettel: Bleistift HB' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(onToggle).toHaveBeenCalledOnce();

    rerender(<WishlistButton productName="Bleistift HB" inList state="added" onToggle={onToggle} />);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('data-state', 'added');
    await expectNoAxeViolations(container);
  });

  it('says "Bestellliste" in B2B', () => {
    renderWithShop(<WishlistButton productName="Bleistift HB" inList={false} onToggle={vi.fn()} />, {
      store: STORES['b2b-de'],
    });
    expect(screen.getByRole('button', { name: 'Bestellliste: Bleistift HB' })).toBeInTheDocument();
  });
});
