// Issue 17 item 4: the example storefront (examples/storefront-basic) from the packed packages alone.
// A `pnpm test` step after the packed-package check, which built the packages (scripts/test-all.mjs); by
// hand, run it after `pnpm -r --filter ./packages/* build`. Copies the example to a temp folder outside
// the workspace, installs the tarballs there (packages.mjs), builds it, starts it against a seeded shop
// API (prepared data in RANZEN_E2E_PREPARED_DATA, else a fresh seed;
// docs/decisions/0013-seed-once-per-test-run.md) and walks its journey in Chromium: a category, a product,
// add to cart, the header's count, the login (the cart is kept), and the checkout through ui's CheckoutFlow
// (the SDK's checkout machine): the saved address, invoice, the summary's submit and the confirmation
// with its order number, the cart empty again.
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { type RunningApi, startApi, TEST_SECRETS } from '@ranzen/api/testing';
import { CONFIRMATION_ORDER_PARAM, MESSAGES, type MessageKey, translate } from '@ranzen/sdk-core';
import { buy, cartShortcut, payBy, type Shop, submitShipping, text } from '../../e2e/checkout';
import { DEMO_CONSUMER } from '../../e2e/login';
import { E2E_SEED_PRODUCTS } from '../../e2e/ports';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.mjs';
import { runBuffered } from '../run.mjs';
import { installPackedPackages, packPackages } from './packages.mjs';

const EXAMPLE = new URL('../../examples/storefront-basic/', import.meta.url);

async function exec(command: string, args: string[], cwd: string): Promise<void> {
  const { code, output } = await runBuffered(command, args, { cwd });
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${output}`);
}

/** Resolves once the server answers on `url`; rejects when the process ends first. */
function serverReady(child: ChildProcess, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the example's server ended with ${code}`)));
    const poll = () =>
      fetch(url).then(
        () => resolve(),
        () => setTimeout(poll, 100),
      );
    poll();
  });
}

async function cartJourney(page: Page, base: string): Promise<void> {
  const t = (key: MessageKey, values?: Readonly<Record<string, number>>) =>
    translate(MESSAGES.de, key, values);
  const cartLink = page.getByRole('link', { name: new RegExp(`^${t('vue.header.cart')}, `) });
  await page.goto(base);
  await page.getByRole('main').getByRole('link').first().click();
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').first().click();
  await page.getByRole('button', { name: t('vue.buybox.addToCart') }).click();
  await expect(cartLink).toHaveAccessibleName(`${t('vue.header.cart')}, ${t('vue.header.cartItemsOne')}`);
  await page.getByRole('button', { name: t('vue.header.account') }).click();
  await page
    .getByRole(DEMO_CONSUMER.field.role, { name: t(DEMO_CONSUMER.field.label) })
    .fill(DEMO_CONSUMER.login);
  await page.getByLabel(t('vue.login.password'), { exact: true }).fill(DEMO_CONSUMER.password);
  await page.getByRole('button', { name: t('vue.login.submit'), exact: true }).click();
  // The flyout greets the customer; the anonymous cart was merged into the customer's.
  await expect(page.getByRole('heading', { name: /Erika Beispiel/ })).toBeVisible();
  await expect(cartLink).not.toHaveAccessibleName(
    `${t('vue.header.cart')}, ${t('vue.header.cartItems', { count: 0 })}`,
  );
  await page.keyboard.press('Escape');
  await checkout(page, { base, messages: MESSAGES.de });
}

/**
 * Issue 17 item 4: the checkout through the SDK's machine (spec shopping §4 "Checkout steps", "Summary
 * submit", "Confirmation cleanup"): the logged-in customer resumes at shipping with the address book's
 * billing address, pays by invoice and submits; the confirmation names the order and the cart is empty.
 */
async function checkout(page: Page, shop: Shop): Promise<void> {
  await page.getByRole('link', { name: text(shop, 'vue.basket.toCheckout') }).click();
  await page.waitForURL(/\/checkout\/shipping\/$/, { waitUntil: 'networkidle' });
  await expect(
    page.getByRole('heading', { level: 1, name: text(shop, 'vue.checkout.shipping.title') }),
  ).toBeVisible();
  await submitShipping(page, shop, 'payment');
  await payBy(page, shop, 'vue.checkout.payment.INVOICE');
  await buy(page, shop);
  await page.waitForURL(/\/checkout\/confirmation\/\?/);
  const orderId = new URL(page.url()).searchParams.get(CONFIRMATION_ORDER_PARAM) ?? '';
  expect(orderId).not.toBe('');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: text(shop, 'vue.checkout.confirmation.title') }),
  ).toBeVisible();
  await expect(main.getByText(orderId, { exact: true })).toBeVisible();
  await expect(cartShortcut(page, shop, 0)).toBeVisible();
}

const temp = await mkdtemp(join(tmpdir(), 'ranzen-example-'));
let api: RunningApi | undefined;
let server: ChildProcess | undefined;
try {
  const app = join(temp, 'app');
  await cp(EXAMPLE, app, { recursive: true });
  await installPackedPackages(app, await packPackages(join(temp, 'tarballs')));
  await exec('npx', ['--yes', 'pnpm@10', 'run', 'build'], app);
  const dataDir = join(temp, 'data');
  const prepared = process.env.RANZEN_E2E_PREPARED_DATA;
  if (prepared) await cp(prepared, dataDir, { recursive: true });
  api = await startApi({
    port: 0,
    dataDir,
    seedProducts: E2E_SEED_PRODUCTS,
    eagerImageFormats: [],
    auth: TEST_SECRETS,
    limits: { rateLimits: false },
    mail: { sender: null, devOutboxPage: false },
  });
  const port = 3190;
  server = spawn('node', ['dist/server/server.js'], {
    cwd: app,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      RANZEN_API_URL: api.url,
      RANZEN_API_CLIENT_SECRET: TEST_SECRETS.clientSecret,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await serverReady(server, base);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  // What the page said, for a failed journey: where it was, its errors, the storefront endpoints' answers
  // (/api/...), its main content.
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`uncaught: ${error.message}`));
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      said.push(
        `${response.status()} ${response.url()}: ${(await response.text().catch(() => '')).slice(0, 300)}`,
      );
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) said.push(`at ${frame.url()}`);
  });
  try {
    await cartJourney(page, base);
  } catch (error) {
    const main = await page
      .locator('main')
      .textContent({ timeout: 1000 })
      .catch(() => '(no main)');
    console.error(
      `the journey stopped at ${page.url()}\n${said.join('\n')}\nmain:\n${(main ?? '(no main)').slice(0, 2000)}`,
    );
    throw error;
  } finally {
    await browser.close();
  }
  console.log('example storefront: cart and checkout journey passed from the packed packages');
} finally {
  server?.kill();
  await api?.close();
  await rm(temp, { recursive: true, force: true });
}
