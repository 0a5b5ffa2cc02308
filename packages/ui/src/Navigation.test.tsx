// Spec storefront §2.6, §4 "Navigation", §9 "Multi-column navigation rule", "Submenu delays".
import {
  SUBMENU_HIT_AREA_CLOSE_DELAY_MS,
  SUBMENU_OPEN_DELAY_MS,
  SUBMENU_REENABLE_DELAY_MS,
} from '@ranzen/sdk-core';
import { lazyNavigationChildren, navigationTree } from '@ranzen/sdk-react/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Navigation, type NavigationItem } from './Navigation';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function item(id: string, childCount: number): NavigationItem {
  return {
    id,
    name: `Kategorie ${id}`,
    categoryUrl: `/k${id}/`,
    hasChildren: childCount > 0,
    isSale: false,
    isExcludedFromNav: false,
    children: Array.from({ length: childCount }, (_, index) => ({
      id: `${id}-${index}`,
      name: `Unterkategorie ${id}-${index}`,
      categoryUrl: `/k${id}/${index}/`,
      hasChildren: false,
      isSale: false,
      isExcludedFromNav: false,
      children: [],
    })),
  };
}

describe('Navigation', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows tabs for home and the visible top categories', () => {
    renderWithShop(<Navigation items={navigationTree} />);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('button', { name: 'Schreiben' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('button', { name: 'Interne Aktion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens three levels with "all in" links and hides excluded items', async () => {
    const { user } = renderWithShop(<Navigation items={navigationTree} />);
    await user.click(screen.getByRole('button', { name: 'Schreiben' }));
    expect(screen.getByRole('link', { name: 'Alle in Schreiben' })).toHaveAttribute('href', '/schreiben/');
    expect(screen.queryByRole('link', { name: 'Lagerware intern' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bleistifte & Buntstifte' }));
    expect(screen.getByRole('link', { name: 'Spitzer' })).toHaveAttribute(
      'href',
      '/schreiben/bleistifte-buntstifte/spitzer/',
    );
    await user.click(screen.getByRole('button', { name: 'Zurück zu Bleistifte & Buntstifte' }));
    expect(screen.queryByRole('link', { name: 'Spitzer' })).not.toBeInTheDocument();
  });

  it('is operable by keyboard alone (Tab, Enter, arrows, Escape)', async () => {
    const { user } = renderWithShop(<Navigation items={navigationTree} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Startseite' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const writing = screen.getByRole('button', { name: 'Schreiben' });
    expect(writing).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writing).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Zurück zum Hauptmenü' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Alle in Schreiben' })).toHaveFocus();
    await user.tab();
    const pencils = screen.getByRole('button', { name: 'Bleistifte & Buntstifte' });
    expect(pencils).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Füller & Tinte' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(pencils).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Bleistifte' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(pencils).toHaveAttribute('aria-expanded', 'false');
    await vi.waitFor(() => expect(pencils).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(writing).toHaveAttribute('aria-expanded', 'false');
    await vi.waitFor(() => expect(writing).toHaveFocus());
  });

  // Which list takes the multi-column layout; jsdom applies no CSS, so that the columns really appear is
  // measured in Chromium (e2e/component-layout.spec.ts).
  it('lays out a sub-list in columns at 9 children and ratio above 1.34, not at 8', async () => {
    const top = [item('a', 9), item('b', 8), item('c', 0), item('d', 0), item('e', 0), item('f', 0)];
    const { user } = renderWithShop(<Navigation items={top} />);
    await user.click(screen.getByRole('button', { name: 'Kategorie a' }));
    const nine = screen.getByRole('link', { name: 'Unterkategorie a-0' }).closest('ul');
    expect(nine).toHaveClass('multiColumn');
    await user.click(screen.getByRole('button', { name: 'Kategorie b' }));
    const eight = screen.getByRole('link', { name: 'Unterkategorie b-0' }).closest('ul');
    expect(eight).not.toHaveClass('multiColumn');
  });

  it('keeps a single column at 9 children when the ratio is too small', async () => {
    const top = [item('a', 9), ...['b', 'c', 'd', 'e', 'f', 'g'].map((id) => item(id, 0))];
    const { user } = renderWithShop(<Navigation items={top} />);
    await user.click(screen.getByRole('button', { name: 'Kategorie a' }));
    expect(screen.getByRole('link', { name: 'Unterkategorie a-0' }).closest('ul')).not.toHaveClass(
      'multiColumn',
    );
  });

  it('requests missing children once and shows them when they arrive', async () => {
    const onLoadChildren = vi.fn();
    const { user, rerender } = renderWithShop(
      <Navigation items={navigationTree} onLoadChildren={onLoadChildren} />,
    );
    const paper = screen.getByRole('button', { name: 'Hefte & Papier' });
    await user.click(paper);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    await user.click(paper);
    await user.click(paper);
    expect(onLoadChildren).toHaveBeenCalledTimes(1);
    expect(onLoadChildren).toHaveBeenCalledWith('200');
    const loaded = navigationTree.map((top) =>
      top.id === '200' ? { ...top, children: lazyNavigationChildren } : top,
    );
    rerender(<Navigation items={loaded} onLoadChildren={onLoadChildren} />);
    expect(screen.getByRole('link', { name: 'Collegeblöcke' })).toBeInTheDocument();
    expect(onLoadChildren).toHaveBeenCalledTimes(1);
  });

  it('opens on hover after 250 ms and closes 700 ms after leaving the hit area', () => {
    vi.useFakeTimers();
    renderWithShop(<Navigation items={navigationTree} />);
    const writing = screen.getByRole('button', { name: 'Schreiben' });
    fireEvent.mouseEnter(writing);
    act(() => vi.advanceTimersByTime(SUBMENU_OPEN_DELAY_MS - 1));
    expect(writing).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(writing).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(screen.getByRole('navigation'));
    act(() => vi.advanceTimersByTime(SUBMENU_HIT_AREA_CLOSE_DELAY_MS - 1));
    expect(writing).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(writing).toHaveAttribute('aria-expanded', 'false');
  });

  it('re-enables hover opening 300 ms after a submenu closed', () => {
    vi.useFakeTimers();
    renderWithShop(<Navigation items={navigationTree} />);
    const writing = screen.getByRole('button', { name: 'Schreiben' });
    const bags = screen.getByRole('button', { name: 'Schulranzen' });
    fireEvent.click(writing);
    fireEvent.click(writing);
    fireEvent.mouseEnter(bags);
    act(() => vi.advanceTimersByTime(SUBMENU_OPEN_DELAY_MS));
    expect(bags).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(SUBMENU_REENABLE_DELAY_MS));
    fireEvent.mouseLeave(bags);
    fireEvent.mouseEnter(bags);
    act(() => vi.advanceTimersByTime(SUBMENU_OPEN_DELAY_MS));
    expect(bags).toHaveAttribute('aria-expanded', 'true');
  });

  it('hovering the open tab again keeps its open second level (250 ms later)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithShop(<Navigation items={navigationTree} />);
    await user.click(screen.getByRole('button', { name: 'Schreiben' }));
    await user.click(screen.getByRole('button', { name: 'Bleistifte & Buntstifte' }));
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Schreiben' }).closest('li') as HTMLElement);
    act(() => vi.advanceTimersByTime(SUBMENU_OPEN_DELAY_MS));
    expect(screen.getByRole('button', { name: 'Bleistifte & Buntstifte' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Buntstifte' })).toBeInTheDocument();
  });

  it('closes its panels when the page changes (a followed link)', async () => {
    const { user, rerender } = renderWithShop(<Navigation items={navigationTree} currentUrl="/" />);
    await user.click(screen.getByRole('button', { name: 'Schreiben' }));
    await user.click(screen.getByRole('link', { name: 'Kugelschreiber' }));
    rerender(<Navigation items={navigationTree} currentUrl="/schreiben/kugelschreiber/" />);
    expect(screen.getByRole('button', { name: 'Schreiben' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a quick pass over a tab does not open it', () => {
    vi.useFakeTimers();
    renderWithShop(<Navigation items={navigationTree} />);
    const writing = screen.getByRole('button', { name: 'Schreiben' });
    fireEvent.mouseEnter(writing);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Startseite' }));
    act(() => vi.advanceTimersByTime(SUBMENU_OPEN_DELAY_MS));
    expect(writing).toHaveAttribute('aria-expanded', 'false');
  });

  it('mobile drawer locks scrolling while open and closes on Escape', async () => {
    const onMobileClose = vi.fn();
    const { user, rerender } = renderWithShop(
      <Navigation items={navigationTree} mobileOpen onMobileClose={onMobileClose} />,
    );
    expect(document.documentElement.style.overflow).toBe('hidden');
    screen.getByRole('button', { name: 'Schreiben' }).focus();
    await user.keyboard('{Escape}');
    expect(onMobileClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Menü schließen' }));
    expect(onMobileClose).toHaveBeenCalledTimes(2);
    rerender(<Navigation items={navigationTree} mobileOpen={false} onMobileClose={onMobileClose} />);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('mobile drawer opens a category by click only, not by a pointer resting on it (§4)', () => {
    vi.useFakeTimers();
    renderWithShop(<Navigation items={navigationTree} mobileOpen onMobileClose={vi.fn()} />);
    const writing = screen.getByRole('button', { name: 'Schreiben' });
    fireEvent.mouseEnter(writing);
    act(() => vi.advanceTimersByTime(SUBMENU_OPEN_DELAY_MS));
    expect(writing).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(writing);
    expect(writing).toHaveAttribute('aria-expanded', 'true');
  });

  it('mobile drawer keeps Tab and Shift+Tab inside it (focus trap)', async () => {
    const { user } = renderWithShop(
      <>
        <button type="button">Hinter der Navigation</button>
        <Navigation items={navigationTree} mobileOpen onMobileClose={vi.fn()} />
      </>,
    );
    const close = screen.getByRole('button', { name: 'Menü schließen' });
    expect(close).toHaveFocus();
    const navigation = screen.getByRole('navigation');
    await user.tab({ shift: true });
    expect(navigation).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(close);
    await user.tab();
    expect(close).toHaveFocus();
    for (let step = 0; step < 30; step += 1) {
      await user.tab();
      expect(navigation).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('shows the sale promotion panel only when given', async () => {
    const promotion = {
      headline: 'Sommer-Sale',
      text: 'Bis zu 30 % auf Schulranzen.',
      url: '/sale/',
      linkLabel: 'Zum Sale',
    };
    const { user, rerender } = renderWithShop(<Navigation items={navigationTree} />);
    await user.click(screen.getByRole('button', { name: 'Schreiben' }));
    expect(screen.queryByRole('complementary', { name: 'Sale-Aktion' })).not.toBeInTheDocument();
    rerender(<Navigation items={navigationTree} salePromotion={promotion} />);
    const panel = screen.getByRole('complementary', { name: 'Sale-Aktion' });
    expect(within(panel).getByRole('link', { name: 'Zum Sale' })).toHaveAttribute('href', '/sale/');
  });

  it('has no axe violations with a panel open', async () => {
    const { container, user } = renderWithShop(<Navigation items={navigationTree} currentUrl="/" />);
    await user.click(screen.getByRole('button', { name: 'Schreiben' }));
    await user.click(screen.getByRole('button', { name: 'Füller & Tinte' }));
    await expectNoAxeViolations(container);
  });
});
