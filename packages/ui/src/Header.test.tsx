import { STORES } from '@ranzen/sdk-core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from './Header';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('Header', () => {
  it('is a banner landmark with the logo linking home', () => {
    renderWithShop(<Header cartCount={0} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Ranzen – zur Startseite' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('links to the account, the wish list and the basket', () => {
    renderWithShop(<Header cartCount={0} />);
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/myaccount/');
    expect(screen.getByRole('link', { name: 'Merkzettel' })).toHaveAttribute('href', '/myaccount/wishlist/');
    expect(screen.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toHaveAttribute(
      'href',
      '/checkout/basket/',
    );
  });

  it('names the cart count and shows it as a badge', () => {
    renderWithShop(<Header cartCount={3} />);
    const cart = screen.getByRole('link', { name: 'Warenkorb, 3 Artikel' });
    expect(within(cart).getByText('3')).toBeVisible();
  });

  it('uses the singular for one article and caps the badge', () => {
    const { rerender } = renderWithShop(<Header cartCount={1} />);
    expect(screen.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeInTheDocument();
    rerender(<Header cartCount={120} />);
    const cart = screen.getByRole('link', { name: 'Warenkorb, 120 Artikel' });
    expect(within(cart).getByText('99+')).toBeInTheDocument();
  });

  it('shows no badge for an empty cart', () => {
    renderWithShop(<Header cartCount={0} />);
    const cart = screen.getByRole('link', { name: 'Warenkorb, 0 Artikel' });
    expect(within(cart).queryByText('0')).not.toBeInTheDocument();
  });

  it('uses the B2B brand and English texts on the English B2B host', () => {
    renderWithShop(<Header cartCount={2} />, { store: STORES['b2b-en'] });
    const logo = screen.getByRole('link', { name: 'Ranzen Education – to the home page' });
    const svg = logo.querySelector('svg');
    expect(svg).toHaveAttribute('width', '300');
    expect(svg).toHaveAttribute('height', '83');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<Header cartCount={3} />);
    await expectNoAxeViolations(container);
  });
});
