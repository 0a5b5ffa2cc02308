// The footer of the CMS seed per store family and message language (spec storefront §2.8 footer, §3.12
// footer data, §7 footer grid by pageId; issue 21 items 1 and 2): selling points, the service and about
// link sections, the bottom links (imprint, privacy, terms) and the footer grids (the shop's and the
// checkout's CMS rows). Every link goes to a page of sdk-core's CONTENT_PAGES the
// family has, in the store's language, so the English hosts link English pages and the B2B hosts their
// own service pages; the link crawl (storefront siteLinks.integration.test.ts) proves each resolves.
import {
  CONTACT_FORM_PATH,
  type ContentPageId,
  contentPagePath,
  FOOTER_GRID_IDS,
  ORDER_FORM_PATH,
} from '@ranzen/sdk-core/routes';
import { centsToAmount, formatAmount } from '@ranzen/sdk-core/rules';
import { type MessageLanguage, STORE_FAMILIES, type StoreFamily } from '@ranzen/sdk-core/store';
import { RETURN_PERIOD_DAYS } from '../orders/returnability';
import type { SeedCell, SeedPage } from './cmsTypes';

export interface SeedFooterLink {
  label: string;
  url: string;
  external: boolean;
}

export interface SeedFooterUsp {
  headline: string;
  subheadline: string;
  text: string;
  link: string;
}

export interface SeedFooterBlock {
  headline: string | null;
  type: 'Service Teaser' | 'Linkbox Teaser' | 'Bottom Links';
  /** Raw editor HTML (the service block's carries a script the API must strip). */
  content: string | null;
  link: string | null;
  links: SeedFooterLink[];
}

export interface SeedFooter {
  family: StoreFamily;
  language: MessageLanguage;
  usps: SeedFooterUsp[];
  blocks: SeedFooterBlock[];
}

type Text = Readonly<Record<MessageLanguage, string>>;

/** A footer link: a content page's label in each language. */
interface PageLink {
  readonly page: ContentPageId;
  readonly label: Text;
}

const LABELS = {
  shipping: { de: 'Versand & Lieferung', en: 'Shipping & delivery' },
  payment: { de: 'Zahlung', en: 'Payment' },
  returns: { de: 'Rückgabe & Retoure', en: 'Returns' },
  withdrawal: { de: 'Widerrufsbelehrung', en: 'Right of withdrawal' },
  safeShopping: { de: 'Sicher einkaufen', en: 'Safe shopping' },
  careers: { de: 'Karriere', en: 'Careers' },
  about: { de: 'Über uns', en: 'About us' },
  advantages: { de: 'Ihre Vorteile', en: 'Your advantages' },
  productSafety: { de: 'Produktsicherheit', en: 'Product safety' },
  imprint: { de: 'Impressum', en: 'Imprint' },
  privacy: { de: 'Datenschutz', en: 'Privacy' },
  terms: { de: 'AGB', en: 'Terms and conditions' },
} as const satisfies Partial<Record<ContentPageId, Text>>;

type LabelledPage = keyof typeof LABELS;

const pageLinks = (...pages: LabelledPage[]): PageLink[] =>
  pages.map((page) => ({ page, label: LABELS[page] }));

/** Each family's link sections: the service section, the about section, the bottom links. */
const SECTIONS: Readonly<
  Record<StoreFamily, { about: Text; service: PageLink[]; aboutLinks: PageLink[]; bottom: PageLink[] }>
> = {
  consumer: {
    about: { de: 'Über Ranzen', en: 'About Ranzen' },
    service: pageLinks('shipping', 'payment', 'returns', 'withdrawal', 'safeShopping'),
    aboutLinks: pageLinks('careers'),
    bottom: pageLinks('imprint', 'privacy', 'terms'),
  },
  b2b: {
    about: { de: 'Über Ranzen Education', en: 'About Ranzen Education' },
    service: pageLinks('shipping', 'payment', 'returns'),
    aboutLinks: pageLinks('about', 'advantages', 'productSafety', 'careers'),
    bottom: pageLinks('imprint', 'privacy', 'terms'),
  },
};

const CONTACT: Text = { de: 'Kontakt', en: 'Contact' };
const ORDER_FORM: Text = { de: 'Bestellschein', en: 'Order form' };
const INSPIRATION: Text = { de: 'Inspiration', en: 'Inspiration' };
const SERVICE_TEXT: Text = {
  de: '<p>Fragen? Unser Kundenservice ist <strong>Mo–Fr 8–18 Uhr</strong> für Sie da.</p><script>alert(1)</script>',
  en: '<p>Questions? Our customer service is there for you <strong>Mon–Fri 8 am – 6 pm</strong>.</p>',
};

function link(family: StoreFamily, language: MessageLanguage, { page, label }: PageLink): SeedFooterLink {
  const url = contentPagePath({ family, messages: language }, page);
  if (!url) throw new Error(`footer: the ${family} stores have no ${page} page`);
  return { label: label[language], url, external: false };
}

/** A selling point in both languages and the page it links. */
interface Usp {
  readonly headline: Text;
  readonly subheadline: Text;
  readonly text: Text;
  readonly page: LabelledPage;
}

function usps(family: StoreFamily, language: MessageLanguage): SeedFooterUsp[] {
  const freeFrom = formatAmount(
    centsToAmount(STORE_FAMILIES[family].shipping.rule.freeFromCents),
    language === 'de' ? 'de-DE' : 'en-DE',
  );
  const shippingUsp: Usp = {
    headline: { de: 'Kostenloser Versand', en: 'Free shipping' },
    subheadline: { de: `ab ${freeFrom} Bestellwert`, en: `on orders from ${freeFrom}` },
    text: { de: 'Innerhalb Deutschlands', en: 'Within Germany' },
    page: 'shipping',
  };
  const invoiceUsp: Usp = {
    headline: { de: 'Kauf auf Rechnung', en: 'Pay on invoice' },
    subheadline: { de: 'bequem bezahlen', en: 'pay conveniently' },
    text: { de: 'Auch für Schulen und Kitas', en: 'Also for schools and nurseries' },
    page: 'payment',
  };
  const byFamily: Record<StoreFamily, Usp[]> = {
    consumer: [
      shippingUsp,
      {
        headline: { de: `${RETURN_PERIOD_DAYS} Tage Rückgabe`, en: `${RETURN_PERIOD_DAYS}-day returns` },
        subheadline: { de: 'kostenlos', en: 'free of charge' },
        text: { de: 'Einfach und unkompliziert', en: 'Simple and straightforward' },
        page: 'returns',
      },
      invoiceUsp,
    ],
    b2b: [
      {
        headline: { de: 'Bildungspreise', en: 'Education prices' },
        subheadline: { de: 'auf das ganze Sortiment', en: 'on the whole range' },
        text: { de: 'Für Schulen, Kitas und Träger', en: 'For schools, nurseries and providers' },
        page: 'advantages',
      },
      invoiceUsp,
      shippingUsp,
    ],
  };
  return byFamily[family].map((usp) => ({
    headline: usp.headline[language],
    subheadline: usp.subheadline[language],
    text: usp.text[language],
    link: link(family, language, { page: usp.page, label: LABELS[usp.page] }).url,
  }));
}

function footer(family: StoreFamily, language: MessageLanguage): SeedFooter {
  const sections = SECTIONS[family];
  const contact = { label: CONTACT[language], url: CONTACT_FORM_PATH, external: false };
  const extraService =
    family === 'b2b' ? [{ label: ORDER_FORM[language], url: ORDER_FORM_PATH, external: false }] : [];
  const extraAbout =
    family === 'consumer'
      ? [
          { label: INSPIRATION[language], url: '/inspiration/', external: false },
          { label: 'Blog', url: 'https://blog.ranzen.example/', external: true },
        ]
      : [];
  return {
    family,
    language,
    usps: usps(family, language),
    blocks: [
      {
        headline: 'Service',
        type: 'Service Teaser',
        content: SERVICE_TEXT[language],
        link: CONTACT_FORM_PATH,
        links: [contact, ...sections.service.map((entry) => link(family, language, entry)), ...extraService],
      },
      {
        headline: sections.about[language],
        type: 'Linkbox Teaser',
        content: null,
        link: null,
        links: [...sections.aboutLinks.map((entry) => link(family, language, entry)), ...extraAbout],
      },
      {
        headline: null,
        type: 'Bottom Links',
        content: null,
        link: null,
        links: sections.bottom.map((entry) => link(family, language, entry)),
      },
    ],
  };
}

/** The footers of both families in both languages. */
export const SEED_FOOTERS: readonly SeedFooter[] = (['consumer', 'b2b'] as const).flatMap((family) =>
  (['de', 'en'] as const).map((language) => footer(family, language)),
);

/** A grid cell's HTML: a headline and a sentence ending in a link. */
function gridCell(width: number, headline: string, text: string, target: SeedFooterLink): SeedCell {
  return {
    elementType: 'html',
    width,
    html: `<p><strong>${headline}</strong></p><p>${text} <a href="${target.url}">${target.label}</a></p>`,
  };
}

/**
 * The shop's footer grid: advice for families (consumer) or the order form for a school's collective
 * order (B2B), above the footer's links.
 */
function shopGrid(family: StoreFamily, language: MessageLanguage): SeedCell[][] {
  const cell: Record<StoreFamily, SeedCell> = {
    consumer: gridCell(
      12,
      { de: 'Beratung gesucht?', en: 'Looking for advice?' }[language],
      {
        de: 'Wir helfen bei Schulranzen, Mäppchen und Erstausstattung.',
        en: 'We help with school bags, pencil cases and first-day kits.',
      }[language],
      { label: CONTACT[language], url: CONTACT_FORM_PATH, external: false },
    ),
    b2b: gridCell(
      12,
      { de: 'Sammelbestellung?', en: 'Ordering for a whole class?' }[language],
      {
        de: 'Bestellen Sie für Ihre Schule oder Kita mit dem',
        en: 'Order for your school or nursery with the',
      }[language],
      { label: ORDER_FORM[language], url: ORDER_FORM_PATH, external: false },
    ),
  };
  return [[cell[family]]];
}

/** The checkout's footer grid: payment, delivery and returns facts with their pages, no marketing. */
function checkoutGrid(family: StoreFamily, language: MessageLanguage): SeedCell[][] {
  const pageLink = (page: LabelledPage) => link(family, language, { page, label: LABELS[page] });
  return [
    [
      gridCell(
        4,
        { de: 'Sicher bezahlen', en: 'Secure payment' }[language],
        { de: 'Ihre Daten werden verschlüsselt übertragen.', en: 'Your data is sent encrypted.' }[language],
        pageLink('payment'),
      ),
      gridCell(
        4,
        { de: 'Versand', en: 'Delivery' }[language],
        { de: 'Versandkosten und Lieferzeiten:', en: 'Delivery costs and times:' }[language],
        pageLink('shipping'),
      ),
      gridCell(
        4,
        { de: 'Rückgabe', en: 'Returns' }[language],
        {
          de: `${RETURN_PERIOD_DAYS} Tage Zeit für die Rücksendung.`,
          en: `${RETURN_PERIOD_DAYS} days to send items back.`,
        }[language],
        pageLink('returns'),
      ),
    ],
  ];
}

/** Both footer grids of both families in both languages, as CMS pages keyed by the grid id. */
export const SEED_FOOTER_GRIDS: readonly SeedPage[] = (['consumer', 'b2b'] as const).flatMap((family) =>
  (['de', 'en'] as const).flatMap((language) => [
    { path: FOOTER_GRID_IDS.shop, family, language, pageType: 'CONTENT', rows: shopGrid(family, language) },
    {
      path: FOOTER_GRID_IDS.checkout,
      family,
      language,
      pageType: 'CONTENT',
      rows: checkoutGrid(family, language),
    },
  ]),
);
