// Spec storefront §4 "An HTML box teaser with a 'more' marker is collapsed and toggles".

import { cmsCell, htmlBoxCell } from '@ranzen/sdk-react/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CmsHtmlBox } from './CmsHtmlBox';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('CmsHtmlBox', () => {
  it('collapses the part from the "more" marker on and toggles it', async () => {
    const { user } = renderWithShop(<CmsHtmlBox cell={htmlBoxCell} />);
    expect(screen.getByRole('heading', { name: 'Bildungspreise' })).toBeVisible();
    const more = screen.getByText(/Die Preise gelten für Schulen/);
    expect(more).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Mehr anzeigen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(more).toBeVisible();
    expect(screen.getByRole('button', { name: 'Weniger anzeigen' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Weniger anzeigen' }));
    expect(more).not.toBeVisible();
  });

  it('shows HTML without a marker in full, without a toggle', () => {
    renderWithShop(<CmsHtmlBox cell={cmsCell('html-box', { html: '<h2>Bestellung auf Rechnung</h2>' })} />);
    expect(screen.getByRole('heading', { name: 'Bestellung auf Rechnung' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<CmsHtmlBox cell={htmlBoxCell} />);
    await expectNoAxeViolations(container);
  });
});
