import { STORES } from '@ranzen/sdk-core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from './Header';
import { PageShell } from './PageShell';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function page() {
  return (
    <PageShell header={<Header cartCount={2} />} year={2025}>
      <h1>Schulbedarf</h1>
    </PageShell>
  );
}

describe('PageShell', () => {
  it('has header, main and footer landmarks', () => {
    renderWithShop(page());
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Schulbedarf' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Ranzen');
  });

  it('starts with a skip link to the main content', async () => {
    const { user } = renderWithShop(page());
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
  });

  it('names the B2B brand in the footer', () => {
    renderWithShop(page(), { store: STORES['b2b-de'] });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Ranzen Education');
  });

  it('renders the given footer instead of the minimal one', () => {
    renderWithShop(
      <PageShell header={<Header cartCount={0} />} footer={<footer>Site footer</footer>} year={2025}>
        <h1>Schulbedarf</h1>
      </PageShell>,
    );
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Site footer');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(page());
    await expectNoAxeViolations(container);
  });
});
