// The `test` every spec uses: Playwright's, with one addition. A storefront document works only once
// its entry script has hydrated it; a click on the server's HTML before that has no handler and is
// lost (under load that took long enough to fail a test now and then). So on every page of every
// context, before each action and auto-waiting assertion, Playwright waits while the shown document
// is still marked `pending` (the storefront's hydration attribute, hydrationState.ts): after
// `page.goto` and after a click that loaded a new document alike.
import { test as base, type Page } from '@playwright/test';
// A relative import: the attribute is the storefront's internal contract with these tests, not part
// of its published API.
import { HYDRATION_ATTRIBUTE } from '../packages/storefront/src/server/hydrationState';

const PENDING = `[${HYDRATION_ATTRIBUTE}="pending"]`;

function pendingDocument(page: Page) {
  return page.locator(`html${PENDING}`);
}

function waitForHydrationBeforeActing(page: Page): void {
  page
    .addLocatorHandler(
      pendingDocument(page),
      async () => {
        // A context without scripts (javaScriptEnabled: false) tests the server's HTML as it is.
        if (await page.evaluate(() => matchMedia('(scripting: none)').matches)) return;
        await page.locator(`html:not(${PENDING})`).waitFor({ state: 'attached' });
      },
      { noWaitAfter: true },
    )
    .catch((error: unknown) => {
      if (!page.isClosed()) throw error;
    });
}

/**
 * For a test about what happens before hydration (the page's scripts held back on purpose): its
 * actions no longer wait for the document to be hydrated.
 */
export async function actBeforeHydration(page: Page): Promise<void> {
  await page.removeLocatorHandler(pendingDocument(page));
}

/**
 * Holds back every script the page loads until the returned function is called: the page stays server
 * HTML without handlers, as a slow connection leaves it, for tests of what happens before hydration.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export const test = base.extend<Record<never, never>, { hydratedBeforeActions: undefined }>({
  hydratedBeforeActions: [
    async ({ browser }, use) => {
      // Pages of the `page` fixture and of contexts a test opens itself.
      browser.on('context', (context) => context.on('page', waitForHydrationBeforeActing));
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect } from '@playwright/test';
