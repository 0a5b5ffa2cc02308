import { STORES } from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('Logo', () => {
  it.each([
    ['de', 'Ranzen', '164', '40'],
    ['b2b-de', 'Ranzen Education', '320', '40'],
    ['b2b-en', 'Ranzen Education', '300', '83'],
  ] as const)('draws the %s wordmark at its intrinsic size', (storeId, text, width, height) => {
    const { container } = renderWithShop(<Logo />, { store: STORES[storeId] });
    const svg = container.querySelector('svg');
    expect(svg).toHaveTextContent(text);
    expect(svg).toHaveAttribute('width', width);
    expect(svg).toHaveAttribute('height', height);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a host store’s own logo image at its size instead of the wordmark (issue 17 item 2)', () => {
    const logo = { wordmark: 'Schulhof', width: 120, height: 32, stacked: false, imageUrl: '/logo.svg' };
    const store = { ...STORES.de, brand: { name: 'Schulhof', logo } };
    const { container } = renderWithShop(<Logo />, { store });
    expect(container.querySelector('svg')).toBeNull();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/logo.svg');
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '32');
    expect(image).toHaveAttribute('alt', '');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<Logo />);
    await expectNoAxeViolations(container);
  });
});
