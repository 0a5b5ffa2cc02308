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

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<Logo />);
    await expectNoAxeViolations(container);
  });
});
