import { STORES } from '@ranzen/sdk-core';
import { navigationTree } from '@ranzen/sdk-react/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryBar } from './CategoryBar';
import { Header, type NavigationDrawer } from './Header';
import { LoginFlyout } from './LoginFlyout';
import { Navigation } from './Navigation';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const newNavigation = (drawer: NavigationDrawer) => <Navigation items={navigationTree} {...drawer} />;

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

  it('counts the wish list entries in its shortcut, and B2B calls it "Bestellliste" (storefront §2.5, shopping §6)', () => {
    const { unmount } = renderWithShop(<Header cartCount={0} wishlistCount={3} />);
    expect(screen.getByRole('link', { name: 'Merkzettel, 3 Artikel' })).toHaveAttribute(
      'href',
      '/myaccount/wishlist/',
    );
    unmount();
    renderWithShop(<Header cartCount={0} wishlistCount={1} />, { store: STORES['b2b-de'] });
    expect(screen.getByRole('link', { name: 'Bestellliste, 1 Artikel' })).toBeInTheDocument();
  });

  it('shows a host store’s own brand and links to the host’s own paths (issue 17 item 2)', () => {
    const store = { ...STORES.de, brand: { ...STORES.de.brand, name: 'Schulhof' } };
    renderWithShop(<Header cartCount={0} />, { store, paths: { basket: '/cart', account: '/me' } });
    expect(screen.getByRole('link', { name: 'Schulhof – zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/me');
    expect(screen.getByRole('link', { name: 'Merkzettel' })).toHaveAttribute('href', '/myaccount/wishlist/');
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

  it('has a labelled desktop search posting q to /search/', () => {
    renderWithShop(<Header cartCount={0} />);
    const search = screen.getByRole('search', { name: 'Suche' });
    expect(search).toHaveAttribute('action', '/search/');
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByRole('combobox', { name: 'Suchbegriff' })).toHaveAttribute('name', 'q');
  });

  it('sends an empty query home', async () => {
    const onNavigate = vi.fn();
    const { user } = renderWithShop(<Header cartCount={0} onNavigate={onNavigate} />);
    const search = screen.getByRole('search', { name: 'Suche' });
    await user.type(within(search).getByRole('combobox'), '   ');
    await user.click(within(search).getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/'));
  });

  it('toggles the mobile search bar, which takes focus', async () => {
    const { user } = renderWithShop(<Header cartCount={0} />);
    const toggle = screen.getByRole('button', { name: 'Suche' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('search', { name: 'Suche (mobil)' });
    expect(toggle).toHaveAttribute('aria-controls', mobile.parentElement?.id);
    expect(within(mobile).getByRole('combobox')).toHaveFocus();
    await user.click(toggle);
    expect(screen.queryByRole('search', { name: 'Suche (mobil)' })).not.toBeInTheDocument();
  });

  it('leaves the focus alone when the host opens the mobile search (a first visit, spec §4)', () => {
    renderWithShop(<Header cartCount={0} overlay="search" />);
    expect(screen.getByRole('button', { name: 'Suche' })).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('search', { name: 'Suche (mobil)' });
    expect(within(mobile).getByRole('combobox')).not.toHaveFocus();
  });

  it('opens the new navigation from the burger, closing the search, and closes it on Escape', async () => {
    const { user } = renderWithShop(<Header cartCount={0} navigation={newNavigation} />);
    await user.click(screen.getByRole('button', { name: 'Suche' }));
    const burger = screen.getByRole('button', { name: 'Menü' });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(burger).toHaveAttribute('aria-controls', nav.id);
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-mobile-open', 'true');
    expect(within(nav).getByRole('button', { name: 'Menü schließen' })).toHaveFocus();
    expect(screen.queryByRole('search', { name: 'Suche (mobil)' })).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Schreiben' }));
    await user.keyboard('{Escape}{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('drives the older category bar from the same burger (flag T155 off)', async () => {
    const { user } = renderWithShop(
      <Header cartCount={0} navigation={(drawer) => <CategoryBar items={navigationTree} {...drawer} />} />,
    );
    const burger = screen.getByRole('button', { name: 'Menü' });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(burger).toHaveAttribute('aria-controls', nav.id);
    expect(within(nav).queryByRole('button', { name: 'Schreiben' })).not.toBeInTheDocument();
    await user.click(burger);
    expect(nav).toHaveAttribute('data-mobile-open', 'true');
    await user.click(within(nav).getByRole('button', { name: 'Menü schließen' }));
    expect(nav).not.toHaveAttribute('data-mobile-open');
    expect(burger).toHaveFocus();
  });

  it('has no burger button without a navigation', () => {
    renderWithShop(<Header cartCount={0} />);
    expect(screen.queryByRole('button', { name: 'Menü' })).not.toBeInTheDocument();
  });

  it('lets the host open the login flyout and hears about closing it (controlled overlay)', async () => {
    const onOverlayChange = vi.fn();
    const { user } = renderWithShop(
      <Header
        cartCount={0}
        loginFlyout={<LoginFlyout />}
        overlay="login"
        onOverlayChange={onOverlayChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mein Konto' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('E-Mail-Adresse')).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Suche' }));
    expect(onOverlayChange).toHaveBeenLastCalledWith('search');
  });

  it('opens the login flyout from the account shortcut and closes it on Escape', async () => {
    const { user } = renderWithShop(<Header cartCount={0} loginFlyout={<LoginFlyout />} />);
    const trigger = screen.getByRole('button', { name: 'Mein Konto' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(screen.queryByLabelText('E-Mail-Adresse')).not.toBeInTheDocument();
  });

  it("focuses the login flyout's first field when its content arrives after opening (loaded on first open)", async () => {
    let arrive: (module: { default: typeof LoginFlyout }) => void = () => undefined;
    const LateLoginFlyout = lazy(
      () => new Promise<{ default: typeof LoginFlyout }>((resolve) => (arrive = resolve)),
    );
    const { user } = renderWithShop(
      <Header
        cartCount={0}
        loginFlyout={
          <Suspense fallback={<p role="status">Wird geladen …</p>}>
            <LateLoginFlyout />
          </Suspense>
        }
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Mein Konto' });
    await user.click(trigger);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(trigger).toHaveFocus();
    await act(async () => arrive({ default: LoginFlyout }));
    expect(await screen.findByLabelText('E-Mail-Adresse')).toHaveFocus();
  });

  it('shows advice and the trust badge for consumers, the teasers for B2B', () => {
    const teasers = [
      {
        kind: 'hotline',
        headline: 'Hotline 0800 726 93 61',
        text: 'Mo–Fr 8–18 Uhr',
        href: 'tel:08007269361',
      },
      {
        kind: 'email',
        headline: 'schulen@ranzen.de',
        text: 'Antwort in 24 h',
        href: 'mailto:schulen@ranzen.de',
      },
    ] as const;
    const { unmount } = renderWithShop(<Header cartCount={0} serviceTeasers={teasers} />);
    expect(screen.getByRole('link', { name: 'Beratung' })).toHaveAttribute('href', '/beratung/');
    expect(screen.getByText('Geprüfter Shop – Käuferschutz')).toBeInTheDocument();
    expect(screen.queryByText('Mo–Fr 8–18 Uhr')).not.toBeInTheDocument();
    unmount();
    renderWithShop(<Header cartCount={0} serviceTeasers={teasers} />, { store: STORES['b2b-de'] });
    expect(screen.getByRole('link', { name: /Hotline 0800 726 93 61/ })).toHaveAttribute(
      'href',
      'tel:08007269361',
    );
    expect(screen.getByRole('link', { name: /schulen@ranzen.de/ })).toHaveAttribute(
      'href',
      'mailto:schulen@ranzen.de',
    );
    expect(screen.queryByRole('link', { name: 'Beratung' })).not.toBeInTheDocument();
  });

  it('shows the selling points except on the basket page', () => {
    const { rerender } = renderWithShop(<Header cartCount={0} />);
    expect(screen.getByRole('region', { name: 'Unsere Versprechen' })).toBeInTheDocument();
    rerender(<Header cartCount={0} hideSellingPoints />);
    expect(screen.queryByRole('region', { name: 'Unsere Versprechen' })).not.toBeInTheDocument();
  });

  it('has no axe violations with everything open', async () => {
    const { container, user } = renderWithShop(
      <Header cartCount={3} navigation={newNavigation} loginFlyout={<LoginFlyout />} />,
    );
    await user.click(screen.getByRole('button', { name: 'Suche' }));
    await user.click(screen.getByRole('button', { name: 'Schreiben' }));
    await user.click(screen.getByRole('button', { name: 'Mein Konto' }));
    await expectNoAxeViolations(container);
  });
});
