// Spec storefront §2.5 (the navigation bar while "T155 Navigation" is off), §4 "Navigation" (mobile
// mode with scroll lock); the bar itself is our choice (docs/not-shown.md).

import { navigationTree } from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryBar } from './CategoryBar';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('CategoryBar', () => {
  it('links home and to every top category shown in the navigation, without flyouts', () => {
    renderWithShop(<CategoryBar items={navigationTree} currentUrl="/" />);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const visible = navigationTree.filter((item) => !item.isExcludedFromNav);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Startseite',
      ...visible.map((item) => item.name),
    ]);
    expect(links[1]).toHaveAttribute('href', visible[0]?.categoryUrl);
    expect(within(nav).getByRole('link', { name: 'Startseite' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryAllByRole('button')).toEqual([]);
  });

  it('locks scrolling while the drawer is open and closes on Escape', async () => {
    const onMobileClose = vi.fn();
    const { user, rerender } = renderWithShop(
      <CategoryBar items={navigationTree} mobileOpen onMobileClose={onMobileClose} />,
    );
    expect(document.documentElement.style.overflow).toBe('hidden');
    // Opening moves focus into the drawer, to its close button.
    expect(screen.getByRole('button', { name: 'Menü schließen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onMobileClose).toHaveBeenCalledTimes(1);
    rerender(<CategoryBar items={navigationTree} mobileOpen={false} onMobileClose={onMobileClose} />);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <CategoryBar items={navigationTree} mobileOpen onMobileClose={vi.fn()} />,
    );
    await expectNoAxeViolations(container);
  });
});
