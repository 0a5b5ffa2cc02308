// The consent banner (spec storefront §9 consent settings, §4 hero "starts after cookie-consent
// interaction"): a labelled dialog with two equal choices and the privacy link.
import { STORES } from '@ranzen/sdk-core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsentBanner } from './ConsentBanner';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const PRIVACY = '/service/datenschutz/';

describe('ConsentBanner', () => {
  it('is a dialog named by its title with both choices and the privacy policy', async () => {
    const onChoose = vi.fn();
    renderWithShop(<ConsentBanner privacyUrl={PRIVACY} onChoose={onChoose} />);
    const dialog = screen.getByRole('dialog', { name: 'Ihre Privatsphäre' });
    expect(dialog).toHaveAccessibleDescription(/notwendige Cookies/);
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', PRIVACY);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    await user.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(onChoose.mock.calls).toEqual([['all'], ['necessary']]);
  });

  it('takes focus only when reopened on purpose', () => {
    const { unmount } = renderWithShop(<ConsentBanner privacyUrl={PRIVACY} onChoose={() => undefined} />);
    expect(document.body).toHaveFocus();
    unmount();
    renderWithShop(<ConsentBanner privacyUrl={PRIVACY} onChoose={() => undefined} takeFocus />);
    expect(screen.getByRole('button', { name: 'Nur notwendige' })).toHaveFocus();
  });

  it('speaks English in the English store', () => {
    renderWithShop(<ConsentBanner privacyUrl={PRIVACY} onChoose={() => undefined} />, {
      store: STORES['en-DE'],
    });
    expect(screen.getByRole('dialog', { name: 'Your privacy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<ConsentBanner privacyUrl={PRIVACY} onChoose={() => undefined} />);
    await expectNoAxeViolations(container);
  });
});
