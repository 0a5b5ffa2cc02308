// @vitest-environment jsdom
// The login, logout and test pages (spec storefront §2.1, §8): what a visitor reads, and no axe
// violations.
import { ApolloLink } from '@apollo/client';
import { MESSAGES, STORES, type StoreConfig } from '@ranzen/sdk-core';
import { loadedShopClient } from '@ranzen/sdk-react';
import { createTestClient, ShopTestProvider } from '@ranzen/sdk-react/testing';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageDataContext } from '../data/pageData';
import type { LoadedPage } from '../data/routeLoaders';
import { CfTestPage } from './CfTestPage';
import { LoginPage } from './LoginPage';
import { LogoutPage } from './LogoutPage';
import { StorefrontProviders } from './StorefrontProviders';

const META = { title: 't', robots: 'noindex,follow' };

function renderPage(page: ReactElement, data: LoadedPage, store: StoreConfig = STORES.de) {
  return render(
    <ShopTestProvider store={store}>
      <PageDataContext.Provider value={data}>{page}</PageDataContext.Provider>
    </ShopTestProvider>,
  );
}

async function expectNoAxeViolations(container: Element): Promise<void> {
  // As packages/ui/src/test/axe.ts: no page landmarks around a lone page; contrast needs layout (e2e).
  const results = await axe.run(container, {
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

afterEach(cleanup);

describe('LogoutPage (spec storefront §8)', () => {
  it('confirms the logout and offers to log in again or go on shopping', async () => {
    const { container } = renderPage(<LogoutPage />, {
      route: 'logout',
      data: { security: false, meta: META },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Abgemeldet' })).toBeVisible();
    expect(screen.getByText('Ihre Sitzung auf diesem Gerät ist beendet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Erneut anmelden' })).toHaveAttribute('href', '/login/');
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(container);
  });

  it('explains a security logout', () => {
    renderPage(<LogoutPage />, { route: 'logout', data: { security: true, meta: META } });
    expect(
      screen.getByText('Sie wurden aus Sicherheitsgründen abgemeldet. Bitte melden Sie sich erneut an.'),
    ).toBeVisible();
  });
});

/** The login page with the page's providers (its form runs the login machine); no API answers. */
function renderLoginPage(store: StoreConfig = STORES.de) {
  const client = createTestClient({ link: ApolloLink.empty() });
  return render(
    <StorefrontProviders
      shopClient={loadedShopClient(client)}
      store={store}
      messages={MESSAGES[store.messages]}
      cartId={null}
    >
      <PageDataContext.Provider value={{ route: 'login', data: { meta: META } }}>
        <LoginPage />
      </PageDataContext.Provider>
    </StorefrontProviders>,
  );
}

describe('LoginPage (spec storefront §2.1)', () => {
  it('shows the store family login form under a page heading', async () => {
    const { container } = renderLoginPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden oder registrieren' })).toBeVisible();
    expect(screen.getByLabelText('E-Mail-Adresse')).toBeVisible();
    await expectNoAxeViolations(container);
    cleanup();
    renderLoginPage(STORES['b2b-en']);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in or register' })).toBeVisible();
    expect(screen.getByLabelText('Customer number')).toBeVisible();
  });
});

describe('CfTestPage (spec storefront §2.1)', () => {
  it('names the storefront that answered', async () => {
    const { container } = renderPage(<CfTestPage />, { route: 'cfTest', data: { meta: META } }, STORES.at);
    expect(screen.getByRole('heading', { level: 1, name: 'Verbindungstest' })).toBeVisible();
    expect(screen.getByText('at')).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
