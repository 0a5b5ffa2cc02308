// Spec storefront §3.13 info bar, §4 "visible until closed, then hidden permanently".

import { infoBarCell, lowContrastInfoBarCell } from '@ranzen/sdk-react/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type CmsContextInput, CmsContextProvider } from './CmsContext';
import { CmsInfoBar } from './CmsInfoBar';
import type { CmsCell } from './cmsTeaser';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function bar(cell: CmsCell = infoBarCell, context?: CmsContextInput) {
  return renderWithShop(
    <CmsContextProvider value={context}>
      <CmsInfoBar cell={cell} />
    </CmsContextProvider>,
  );
}

describe('CmsInfoBar', () => {
  it('shows the content in the editor colours when they keep AA contrast', () => {
    bar();
    const text = screen.getByText('Versandkostenfrei ab 50 € Bestellwert');
    // The bar around the message carries the colours.
    const element = text.closest<HTMLElement>('[data-custom-colours]');
    if (!element) throw new Error('no coloured bar');
    expect(element.style.background).toBe('rgb(30, 99, 196)');
    expect(element.style.color).toBe('rgb(255, 255, 255)');
  });

  it('falls back to the theme colours for unreadable pairs', () => {
    bar(lowContrastInfoBarCell);
    const text = screen.getByText('Sommerferien: Lieferung in 1–2 Werktagen');
    expect(text.closest('[style]')).toBeNull();
  });

  it('stays hidden after closing (component state without a host)', async () => {
    const { user } = bar();
    await user.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByText('Versandkostenfrei ab 50 € Bestellwert')).not.toBeInTheDocument();
  });

  it('uses the host persistence', async () => {
    const hideInfoBar = vi.fn();
    const { user, unmount } = bar(infoBarCell, { hideInfoBar, isInfoBarHidden: () => false });
    await user.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(hideInfoBar).toHaveBeenCalledWith('t-infobar');
    unmount();
    bar(infoBarCell, { isInfoBarHidden: (id) => id === 't-infobar' });
    expect(screen.queryByRole('button', { name: 'Hinweis schließen' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = bar();
    await expectNoAxeViolations(container);
  });
});
