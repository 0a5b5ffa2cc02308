// Spec storefront §1: the B2B shop's flag-style language switcher between its German and English hosts.
import { STORES } from '@ranzen/sdk-core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type LanguageLink, LanguageSwitcher } from './LanguageSwitcher';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const LINKS: readonly LanguageLink[] = [
  { language: 'de-DE', href: '/service/impressum/', current: true },
  { language: 'en-DE', href: 'http://en.educational.localhost:3001/service/imprint/', current: false },
];

describe('LanguageSwitcher', () => {
  it('names each language in itself and marks the shown one', () => {
    renderWithShop(<LanguageSwitcher links={LINKS} />, { store: STORES['b2b-de'] });
    const switcher = screen.getByRole('navigation', { name: 'Sprache' });
    const german = within(switcher).getByRole('link', { name: 'Deutsch' });
    expect(german).toHaveAttribute('aria-current', 'true');
    expect(german).toHaveAttribute('href', '/service/impressum/');
    const english = within(switcher).getByRole('link', { name: 'English' });
    expect(english).not.toHaveAttribute('aria-current');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('href', 'http://en.educational.localhost:3001/service/imprint/');
  });

  it('reports the language a visitor chose, so the host can remember it (§9 locale cookie)', async () => {
    const onChoose = vi.fn();
    const { user } = renderWithShop(<LanguageSwitcher links={LINKS} onChoose={onChoose} />, {
      store: STORES['b2b-de'],
    });
    const english = screen.getByRole('link', { name: 'English' });
    english.addEventListener('click', (event) => event.preventDefault());
    await user.click(english);
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(LINKS[1]);
  });

  it('is labelled in the store language', () => {
    renderWithShop(<LanguageSwitcher links={LINKS} />, { store: STORES['b2b-en'] });
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
  });

  it('shows nothing with a single language', () => {
    const { container } = renderWithShop(<LanguageSwitcher links={LINKS.slice(0, 1)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<LanguageSwitcher links={LINKS} />, { store: STORES['b2b-de'] });
    await expectNoAxeViolations(container);
  });
});
