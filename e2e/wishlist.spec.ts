// The wish list page /myaccount/wishlist/ in the built storefronts (issue 19 Tests; spec shopping §2 "shared
// wish list with invite link", §3 "Wish list", "Wish list comment", §4 "Wish list entry removal", replacing a
// variant, add-all-to-cart, invite links and the import of shared lists, §6 rights, "anonymous users use the
// single current list", "B2B ... wish list labelled basket"; storefront §2.5 the login flyout's invite
// header). The demo customers' lists come from the seed (apps/api/src/seed/demoWishlists.ts): a merkzettel
// with two entries and a class list whose first entry's product has other variants. The parent is a new
// customer per test; each test starts with a new browser context (a new visitor).
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_B2B, DEMO_CONSUMER, submitLogin } from './login';
import { E2E_PORTS, storeUrl } from './ports';

const CONSUMER = storeUrl('localhost', E2E_PORTS.consumer);
const B2B = storeUrl('educational.localhost', E2E_PORTS.b2b);
const WISHLIST = '/myaccount/wishlist/';
const CONSUMER_CLASS_LIST = {
  name: 'Klasse 1a – Materialliste',
  description: 'Was die Kinder der 1a zum Schulstart brauchen. Bitte alles mit Namen beschriften.',
};
const B2B_CLASS_LIST = {
  name: 'Klasse 2b – Sammelbestellung',
  description: 'Sammelbestellung für die Klasse 2b, Lieferung an das Sekretariat.',
};

// The desktop header, where "Mein Konto" opens the account flyout.
test.use({ viewport: { width: 1280, height: 900 } });

/** The list's rows (entries and restore rows), not the comments and menus inside them. */
function entries(page: Page) {
  return page.getByRole('list', { name: 'Einträge' }).locator(':scope > li');
}

function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

async function logIn(page: Page, base: string, account = DEMO_CONSUMER): Promise<void> {
  await page.goto(`${base}/login/`);
  await submitLogin(page, account);
}

/** Shows a list with the list selector; its description tells that it is shown. */
async function showList(page: Page, list: { name: string; description: string }): Promise<void> {
  await page.getByRole('combobox', { name: 'Liste' }).selectOption({ label: list.name });
  await expect(page.getByText(list.description, { exact: true }).first()).toBeVisible();
}

test("shopping §6: an anonymous visitor's merkzettel survives a reload", async ({ page }) => {
  await page.goto(`${CONSUMER}/prod/100008/`);
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /^Merkzettel: / })
    .first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const product = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Merkzettel: /, '');

  await page.goto(`${CONSUMER}${WISHLIST}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Merkzettel' })).toBeVisible();
  await expect(entries(page).filter({ hasText: product })).toHaveCount(1);
  // No list selector, no sharing: one current list (§6).
  await expect(page.getByRole('combobox', { name: 'Liste' })).toHaveCount(0);
  await page.reload();
  await expect(entries(page).filter({ hasText: product })).toHaveCount(1);
});

/** Registers a new consumer customer (the parent) and logs out again. */
async function newParent(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const id = randomUUID().slice(0, 8);
  const parent = { email: `eltern-${id}@example.de`, password: `geheim-${id}` };
  await page.goto(`${CONSUMER}/myaccount/register/`);
  await page.getByLabel('Vorname').fill('Paula');
  await page.getByLabel('Nachname').fill('Eltern');
  await page.getByRole('combobox', { name: 'E-Mail-Adresse' }).fill(parent.email);
  await page.getByLabel('Passwort', { exact: true }).fill(parent.password);
  await page.getByLabel('Passwort wiederholen').fill(parent.password);
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page).toHaveURL(`${CONSUMER}/myaccount/contact-details/`);
  await page.goto(`${CONSUMER}/logout/`);
  await expect(page.getByText('Sie haben sich erfolgreich abgemeldet.')).toBeVisible();
  return { context, page, ...parent };
}

test('shopping §4 invite links: a teacher shares a class list with edit rights; a parent accepts the invite through the login flyout, comments and adds all to the cart', async ({
  page,
  browser,
}) => {
  // The teacher (the consumer demo customer) shares the class list with edit rights.
  await logIn(page, CONSUMER);
  await page.goto(`${CONSUMER}${WISHLIST}`);
  await showList(page, CONSUMER_CLASS_LIST);
  await page.getByRole('button', { name: 'Liste teilen' }).click();
  const share = page.getByRole('dialog', { name: 'Liste teilen' });
  await share.getByRole('radio', { name: 'Artikel bearbeiten' }).check();
  await share.getByRole('button', { name: 'Einladungslink erstellen' }).click();
  const link = share.getByRole('textbox', { name: 'Einladungslink' });
  await expect(link).toHaveValue(/\/myaccount\/wishlist\/\?invite=[\w-]{43}$/);
  const inviteUrl = await link.inputValue();
  // The open link is listed with its right, ready to be revoked.
  await expect(share.getByRole('list', { name: 'Offene Einladungslinks' })).toContainText(
    'Artikel bearbeiten',
  );

  // The parent opens the link without a session: the login flyout shows the invite header (storefront §2.5).
  const parent = await newParent(browser);
  await parent.page.goto(inviteUrl);
  const banner = parent.page.getByRole('banner');
  await expect(banner.getByText(`Einladung zur Liste „${CONSUMER_CLASS_LIST.name}“`)).toBeVisible();
  await expect(
    banner.getByText('Erika Beispiel lädt Sie ein (Artikel bearbeiten).', { exact: false }),
  ).toBeVisible();
  await banner.getByRole('combobox', { name: 'E-Mail-Adresse' }).fill(parent.email);
  await banner.getByLabel('Passwort', { exact: true }).fill(parent.password);
  await banner.getByRole('button', { name: 'Anmelden', exact: true }).click();

  // After the login the list is imported and shown, and the token has left the address.
  await expect(
    toast(parent.page, `Die Liste „${CONSUMER_CLASS_LIST.name}“ steht jetzt bei Ihren Listen.`),
  ).toBeVisible();
  await expect(parent.page).toHaveURL(`${CONSUMER}${WISHLIST}`);
  await expect(parent.page.getByText(CONSUMER_CLASS_LIST.description, { exact: true })).toBeVisible();
  await expect(entries(parent.page)).toHaveCount(3);
  // An editor manages no list: no settings form, no sharing, no delete (docs/wishlist-rights.md).
  await expect(parent.page.getByRole('button', { name: 'Liste teilen' })).toHaveCount(0);
  await expect(parent.page.getByRole('button', { name: 'Liste löschen' })).toHaveCount(0);

  // The parent comments on the first entry (plain text; a link to the shop itself becomes a link).
  const first = entries(parent.page).first();
  const comment = `Haben wir schon, siehe ${CONSUMER}/prod/100008/ – ${randomUUID().slice(0, 6)}`;
  await first.getByRole('textbox', { name: 'Ihr Kommentar' }).fill(comment);
  await first.getByRole('button', { name: 'Kommentieren' }).click();
  const comments = first.getByRole('region', { name: /^Kommentare zu / });
  await expect(comments.getByText('Paula Eltern am', { exact: false })).toBeVisible();
  await expect(comments.getByRole('link', { name: `${CONSUMER}/prod/100008/` })).toBeVisible();

  // And puts the whole list into the cart in one click.
  await parent.page.getByRole('button', { name: 'Alle in den Warenkorb' }).click();
  await expect(toast(parent.page, 'Artikel wurden in den Warenkorb gelegt.')).toBeVisible();
  await expect(
    parent.page.getByRole('banner').getByRole('link', { name: /^Warenkorb, [1-9]\d* Artikel$/ }),
  ).toBeVisible();

  // The teacher sees the parent among the list's members after a reload.
  await page.reload();
  await showList(page, CONSUMER_CLASS_LIST);
  await page.getByRole('button', { name: 'Liste teilen' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Liste teilen' }).getByRole('list', { name: 'Wer die Liste sieht' }),
  ).toContainText('Paula Eltern: Artikel bearbeiten');
  await parent.context.close();
});

test('shopping §4 entry removal: a removed entry leaves a restore row at its place, also after a reload, and comes back restored', async ({
  page,
}) => {
  await logIn(page, CONSUMER);
  await page.goto(`${CONSUMER}${WISHLIST}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Merkzettel' })).toBeVisible();
  const rows = entries(page);
  await expect(rows).toHaveCount(2);
  const name = ((await rows.first().getByRole('link').first().textContent()) ?? '').trim();

  await rows
    .first()
    .getByRole('button', { name: `Optionen für ${name}` })
    .click();
  await rows.first().getByRole('button', { name: 'Von der Liste entfernen' }).click();
  await expect(rows.first()).toContainText(`${name} wurde gelöscht.`);
  await expect(toast(page, `${name} wurde von „Merkzettel“ entfernt.`)).toBeVisible();

  await page.reload();
  await expect(rows.first()).toContainText(`${name} wurde gelöscht.`);
  await rows.first().getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(rows.first().getByRole('link', { name })).toBeVisible();
  await expect(rows).toHaveCount(2);
});

test('shopping §4 replacing a variant, §6 B2B labels the list: the B2B teacher swaps the variant of a class list entry', async ({
  page,
}) => {
  await logIn(page, B2B, DEMO_B2B);
  await page.goto(`${B2B}${WISHLIST}`);
  // Spec shopping §6 "wish list labelled basket": the German B2B shop's word for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellliste' })).toBeVisible();
  await showList(page, B2B_CLASS_LIST);
  const first = entries(page).first();
  const name = ((await first.getByRole('link').first().textContent()) ?? '').trim();
  const quantity = await first.getByRole('textbox', { name: `Menge ${name}` }).inputValue();

  await first.getByRole('button', { name: `Optionen für ${name}` }).click();
  await first.getByRole('button', { name: 'Variante ändern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Variante ändern' });
  const other = dialog.getByRole('radio', { checked: false, disabled: false }).first();
  await other.check();
  await dialog.getByRole('button', { name: 'Speichern' }).click();

  await expect(toast(page, 'wurde gespeichert.')).toBeVisible();
  const replaced = entries(page).first();
  const newName = ((await replaced.getByRole('link').first().textContent()) ?? '').trim();
  // The same quantity on the new item (§4 "with the same quantity").
  await expect(replaced.getByRole('textbox', { name: `Menge ${newName}` })).toHaveValue(quantity);
});
