// Mini cart (spec shopping §4 "Mini cart", §9: 3 items, 300 ms close delay; storefront §2.5: hover on
// laptop-size non-touch screens, elsewhere the icon goes to the cart). Keyboard focus opens it as hover
// does (accessibility: what a pointer reveals, focus reveals too).

import { emptyCart, schoolCart, smallCart } from '@ranzen/sdk-react/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MiniCart } from './MiniCart';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function stubScreen(laptopWithMouse: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: laptopWithMouse,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderMiniCart(cart = schoolCart) {
  const result = renderWithShop(
    <MiniCart cart={cart}>
      <a href="/checkout/basket/">Warenkorb</a>
    </MiniCart>,
  );
  const shortcut = screen.getByRole('link', { name: 'Warenkorb' });
  return { ...result, shortcut, wrapper: shortcut.parentElement as HTMLElement };
}

const panel = () => screen.queryByRole('region', { name: 'Mini-Warenkorb' });

describe('MiniCart', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens on hover with the first 3 items, a view-all link above 3 products and a go-to-cart button', async () => {
    stubScreen(true);
    const { wrapper, container } = renderMiniCart();
    expect(panel()).toBeNull();
    fireEvent.mouseEnter(wrapper);
    const region = panel();
    expect(region).not.toBeNull();
    const items = within(region as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual([
      'Schulranzen Sunny',
      'Diercke Weltatlas',
      'Klebestift 40 g',
    ]);
    expect(screen.getByRole('link', { name: 'Alle 4 Artikel ansehen' })).toHaveAttribute(
      'href',
      '/checkout/basket/',
    );
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/checkout/basket/');
    await expectNoAxeViolations(container);
  });

  it('closes 300 ms after the pointer left, and stays open when it comes back in time', () => {
    stubScreen(true);
    vi.useFakeTimers();
    const { wrapper } = renderMiniCart();
    fireEvent.mouseEnter(wrapper);
    fireEvent.mouseLeave(wrapper);
    act(() => vi.advanceTimersByTime(299));
    expect(panel()).not.toBeNull();
    fireEvent.mouseEnter(wrapper);
    act(() => vi.advanceTimersByTime(1000));
    expect(panel()).not.toBeNull();
    fireEvent.mouseLeave(wrapper);
    act(() => vi.advanceTimersByTime(300));
    expect(panel()).toBeNull();
  });

  it('has no view-all link with 3 products or fewer', () => {
    stubScreen(true);
    const { wrapper } = renderMiniCart(smallCart);
    fireEvent.mouseEnter(wrapper);
    expect(screen.queryByRole('link', { name: /Alle .* ansehen/ })).toBeNull();
  });

  it('shows the empty message for an empty cart', async () => {
    stubScreen(true);
    const { wrapper, container } = renderMiniCart(emptyCart);
    fireEvent.mouseEnter(wrapper);
    expect(within(panel() as HTMLElement).getByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('closes on Escape', () => {
    stubScreen(true);
    const { wrapper, shortcut } = renderMiniCart();
    fireEvent.mouseEnter(wrapper);
    fireEvent.keyDown(shortcut, { key: 'Escape' });
    expect(panel()).toBeNull();
  });

  it('opens nothing on touch and small screens: the shortcut just links to the cart', () => {
    stubScreen(false);
    const { wrapper, shortcut } = renderMiniCart();
    fireEvent.mouseEnter(wrapper);
    expect(panel()).toBeNull();
    expect(shortcut).toHaveAttribute('href', '/checkout/basket/');
  });

  describe('keyboard focus (spec shopping §4 "Mini cart", storefront §2.5)', () => {
    /** The cart shortcut between two other header links, as in the header. */
    function renderInHeader(cart = schoolCart) {
      const result = renderWithShop(
        <>
          <a href="/myaccount/">Mein Konto</a>
          <MiniCart cart={cart}>
            <a href="/checkout/basket/">Warenkorb</a>
          </MiniCart>
          <a href="/wishlist/">Merkzettel</a>
        </>,
      );
      const shortcut = screen.getByRole('link', { name: 'Warenkorb' });
      return { ...result, shortcut };
    }

    it('opens when the cart shortcut gets focus; Tab walks on into its links', async () => {
      stubScreen(true);
      const { user, shortcut, container } = renderInHeader();
      await user.tab();
      expect(panel()).toBeNull();
      await user.tab();
      expect(shortcut).toHaveFocus();
      const region = panel();
      expect(region).not.toBeNull();
      await expectNoAxeViolations(container);
      await user.tab();
      expect(within(region as HTMLElement).getByRole('link', { name: 'Schulranzen Sunny' })).toHaveFocus();
      expect(panel()).not.toBeNull();
    });

    it('closes 300 ms after focus left it, and stays while the pointer or focus is still there', () => {
      stubScreen(true);
      vi.useFakeTimers();
      const { shortcut } = renderInHeader(smallCart);
      const account = screen.getByRole('link', { name: 'Mein Konto' });
      act(() => shortcut.focus());
      expect(panel()).not.toBeNull();
      act(() => account.focus());
      act(() => vi.advanceTimersByTime(299));
      expect(panel()).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(panel()).toBeNull();

      // Focus inside keeps it open when the pointer leaves, and the pointer when focus leaves.
      const wrapper = shortcut.parentElement as HTMLElement;
      act(() => shortcut.focus());
      fireEvent.mouseEnter(wrapper);
      fireEvent.mouseLeave(wrapper);
      act(() => vi.advanceTimersByTime(1000));
      expect(panel()).not.toBeNull();
      fireEvent.mouseEnter(wrapper);
      act(() => account.focus());
      act(() => vi.advanceTimersByTime(1000));
      expect(panel()).not.toBeNull();
      fireEvent.mouseLeave(wrapper);
      act(() => vi.advanceTimersByTime(300));
      expect(panel()).toBeNull();
    });

    it('closes on Escape from a link inside and puts focus back on the shortcut', async () => {
      stubScreen(true);
      const { user, shortcut } = renderInHeader();
      act(() => shortcut.focus());
      await user.tab();
      expect(screen.getByRole('link', { name: 'Schulranzen Sunny' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(panel()).toBeNull();
      expect(shortcut).toHaveFocus();
      // Tab goes on past the closed mini cart.
      await user.tab();
      expect(screen.getByRole('link', { name: 'Merkzettel' })).toHaveFocus();
    });

    it('opens nothing on focus on touch and small screens', async () => {
      stubScreen(false);
      const { user, shortcut } = renderInHeader();
      await user.tab();
      await user.tab();
      expect(shortcut).toHaveFocus();
      expect(panel()).toBeNull();
    });
  });
});
