// Spec storefront §2.5 "Selling-point sliders".
import { STORES } from '@ranzen/sdk-core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SellingPoints } from './SellingPoints';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('SellingPoints', () => {
  it('shows toy safety, advantages and hotline', () => {
    renderWithShop(<SellingPoints />);
    const region = screen.getByRole('region', { name: 'Unsere Versprechen' });
    expect(region.querySelectorAll('li')).toHaveLength(3);
    for (const name of [
      'Geprüfte Spielzeugsicherheit',
      'Versandkostenfrei ab 50,00\u00a0€',
      'Persönliche Beratung',
    ]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens the info on focus, links to toy safety and closes on Escape', async () => {
    const { user } = renderWithShop(<SellingPoints />);
    await user.tab();
    const toySafety = screen.getByRole('button', { name: 'Geprüfte Spielzeugsicherheit' });
    expect(toySafety).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Mehr zur Spielwarensicherheit' })).toHaveAttribute(
      'href',
      '/service/spielwarensicherheit/',
    );
    await user.keyboard('{Escape}');
    expect(toySafety).toHaveFocus();
    expect(toySafety).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(toySafety).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Versandkostenfrei ab 50,00\u00a0€' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('promises free shipping from the threshold the cart charges by, per store family', () => {
    renderWithShop(<SellingPoints />, { store: STORES['b2b-de'] });
    expect(screen.getByRole('button', { name: 'Versandkostenfrei ab 100,00\u00a0€' })).toBeInTheDocument();
  });

  it('opens on hover and shows the hotline number', () => {
    renderWithShop(<SellingPoints hotline="030 123 456" />);
    const hotline = screen.getByRole('button', { name: 'Persönliche Beratung' });
    fireEvent.mouseEnter(hotline);
    expect(hotline).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '030 123 456' })).toHaveAttribute('href', 'tel:030123456');
    fireEvent.mouseLeave(hotline);
    expect(hotline).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the B2B hotline by default in the B2B shop', () => {
    renderWithShop(<SellingPoints />, { store: STORES['b2b-en'] });
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Personal advice' }));
    expect(screen.getByRole('link', { name: '0800 726 93 61' })).toBeInTheDocument();
  });

  it('has no axe violations with an info open', async () => {
    const { container, user } = renderWithShop(<SellingPoints />);
    await user.tab();
    await expectNoAxeViolations(container);
  });

  it('links the B2B shop its own product safety and advantages pages (spec §2.1)', async () => {
    const { user } = renderWithShop(<SellingPoints />, { store: STORES['b2b-de'] });
    await user.hover(screen.getByRole('button', { name: 'Geprüfte Spielzeugsicherheit' }));
    expect(screen.getByRole('link', { name: 'Mehr zur Produktsicherheit' })).toHaveAttribute(
      'href',
      '/service/product-safety/',
    );
    await user.hover(screen.getByRole('button', { name: 'Versandkostenfrei ab 100,00\u00a0€' }));
    expect(screen.getByRole('link', { name: 'Alle Vorteile für Bildungseinrichtungen' })).toHaveAttribute(
      'href',
      '/service/your-advantages/',
    );
    expect(screen.queryByRole('link', { name: 'Mehr zur Spielwarensicherheit' })).not.toBeInTheDocument();
  });

  it('links the English store the English toy safety page', async () => {
    const { user } = renderWithShop(<SellingPoints />, { store: STORES['en-DE'] });
    await user.hover(screen.getByRole('button', { name: 'Tested toy safety' }));
    expect(screen.getByRole('link', { name: 'More on toy safety' })).toHaveAttribute(
      'href',
      '/service/toy-safety/',
    );
  });
});
