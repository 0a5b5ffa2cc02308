import { STORES } from '@ranzen/sdk-core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './ErrorPage';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('ErrorPage', () => {
  it.each([404, 410])('shows the not-found texts for %i (spec storefront §2.9)', (status) => {
    renderWithShop(<ErrorPage status={status} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Die von Ihnen gesuchte Seite gibt es leider nicht (mehr).')).toBeInTheDocument();
    expect(screen.getByText(`Fehlercode ${status}`)).toBeInTheDocument();
  });

  it('shows the general error texts for other statuses', () => {
    renderWithShop(<ErrorPage status={503} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' }),
    ).toBeInTheDocument();
  });

  it('links back to the home page', () => {
    renderWithShop(<ErrorPage status={404} />);
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('speaks English in the English store', () => {
    renderWithShop(<ErrorPage status={404} />, { store: STORES['en-DE'] });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<ErrorPage status={404} />);
    await expectNoAxeViolations(container);
  });
});
