// Example CMS rows, cells and teasers for the element types of spec storefront §2.10 (stories and tests),
// shaped like the API's PageDetails answer and the seed (apps/api/src/seed/cmsData.ts). Every CMS fixture
// is built with the builders below (attribute, teaser, cmsCell, cmsRow).
import { type CmsRowFixture, placeholderSrc } from './catalogueFixtures';

type CmsCell = CmsRowFixture['cells'][number];
type CmsTeaser = CmsCell['teasers'][number];
type CmsTeaserAttribute = CmsTeaser['attributes'][number];

function attribute(
  name: string,
  fields: Partial<Omit<CmsTeaserAttribute, '__typename' | 'name'>>,
): CmsTeaserAttribute {
  return {
    __typename: 'TeaserAttribute',
    name,
    text: null,
    value: null,
    url: null,
    openLinkInNewWindow: null,
    urlPath: null,
    altTag: null,
    imgTitle: null,
    width: null,
    height: null,
    valueList: null,
    ...fields,
  };
}

function teaser(
  id: string,
  name: string,
  template: string | null,
  attributes: CmsTeaserAttribute[],
): CmsTeaser {
  return { __typename: 'Teaser', id, name, template, attributes };
}

/**
 * A CMS cell of an element type (`html-box`, `hero-slider`, …), full width and empty unless `fields` say otherwise.
 *
 * @example
 * cmsCell('html-box', { html: '<p>Schulstart</p>' });
 */
export function cmsCell(
  elementType: string,
  fields: Partial<Omit<CmsCell, '__typename' | 'elementType'>> = {},
): CmsCell {
  return {
    __typename: 'Cell',
    id: `cell-${elementType}`,
    elementType,
    width: 12,
    html: null,
    competition: null,
    teasers: [],
    ...fields,
  };
}

function heroTab(id: string, headline: string, preHeadline: string, colour: string, link: string): CmsTeaser {
  return teaser(id, `Hero ${headline}`, 'Hero Slider Tab', [
    attribute('image', { urlPath: placeholderSrc(headline, colour, 1200, 630), width: 1200, height: 630 }),
    attribute('alt', { text: `${headline}: Kinder mit Schulsachen` }),
    attribute('link', { url: link }),
    attribute('tabText', { text: headline }),
    attribute('preHeadline', { text: preHeadline }),
    attribute('headline', { text: headline }),
    attribute('postHeadline', { text: 'Nur solange der Vorrat reicht' }),
    attribute('headlineColor', { value: '#9a3412' }),
    attribute('buttonText', { text: 'Jetzt entdecken' }),
    attribute('buttonType', { value: 'primary' }),
    attribute('heroTeaserAlignment', { value: 'left' }),
    attribute('loading.eager', { value: 'true' }),
  ]);
}

export const heroSliderCell = cmsCell('hero-slider', {
  teasers: [
    heroTab('t-hero-1', 'Schulstart 2025', 'Neu eingetroffen', '#1d4f91', '/cat/4/'),
    heroTab('t-hero-2', 'Bastelspaß für die Kita', 'Kreativ werden', '#c2410c', '/cat/3/'),
    heroTab('t-hero-3', 'Hefte im Vorteilspack', 'Sparen', '#0f6d3b', '/cat/2/'),
  ],
});

export const infoBarTeaser = teaser('t-infobar', 'Infobar Versand', null, [
  attribute('bgcolor', { value: '#1e63c4' }),
  attribute('textColor', { value: '#ffffff' }),
  attribute('teasercontent', { text: 'Versandkostenfrei ab 50 € Bestellwert' }),
]);

export const infoBarCell = cmsCell('info-bar', { teasers: [infoBarTeaser] });

/** Yellow on white fails AA: the bar falls back to the theme's colours. */
export const lowContrastInfoBarCell = cmsCell('info-bar', {
  id: 'cell-info-bar-low',
  teasers: [
    teaser('t-infobar-low', 'Infobar Sommer', null, [
      attribute('bgcolor', { value: '#ffff00' }),
      attribute('textColor', { value: '#ffffff' }),
      attribute('teasercontent', { text: 'Sommerferien: Lieferung in 1–2 Werktagen' }),
    ]),
  ],
});

export const htmlBoxCell = cmsCell('html-box', {
  width: 6,
  html:
    '<h2>Bildungspreise</h2><p>Als Bildungseinrichtung erhalten Sie Sonderkonditionen auf das gesamte Sortiment.</p>' +
    '<div class="more"><p>Die Preise gelten für Schulen, Kitas, Horte und Träger. Bestellen Sie bequem auf Rechnung ' +
    'oder per XRechnung.</p></div>',
});

export const layerCell = cmsCell('layer', {
  width: 6,
  html: '<h2>Versandbedingungen</h2><p>Wir liefern innerhalb Deutschlands in 1–3 Werktagen. Ab 50 € versandkostenfrei.</p>',
  teasers: [
    teaser('t-layer', 'Versandbedingungen', null, [
      attribute('buttonText', { text: 'Versandbedingungen ansehen' }),
    ]),
  ],
});

export const formCell = cmsCell('form', {
  width: 6,
  html: '<h2>Kontakt für Schulen</h2><p>Rufen Sie uns an: <a href="tel:+498001234567">0800 123 45 67</a>.</p>',
});

export const prizeDrawCell = cmsCell('prize-draw', {
  width: 8,
  html: '<p>Teilnahme ab 18 Jahren. Einsendeschluss 31.08. Der Rechtsweg ist ausgeschlossen.</p>',
  teasers: [
    teaser('t-prize', 'Gewinnspiel Schulstart', null, [
      attribute('image', {
        urlPath: placeholderSrc('Gewinnspiel', '#5b3fb5', 600, 400),
        width: 600,
        height: 400,
      }),
      attribute('alternativText', { text: 'Ein Schulranzen-Set als Gewinn' }),
      attribute('headline', { text: 'Gewinnen Sie ein Schulranzen-Set' }),
      attribute('teasercontent', { text: 'Wir verlosen 10 Sets im Wert von je 250 €.' }),
      attribute('link', { url: '/gewinnspiel/' }),
    ]),
  ],
});

function abVariant(id: string, variant: string, headline: string, colour: string): CmsTeaser {
  return teaser(id, `Startseite ${variant}`, 'Boxeinschub Image Teaser', [
    attribute('variant', { value: variant }),
    attribute('image', {
      url: placeholderSrc(headline, colour, 600, 400),
      altTag: headline,
      width: 600,
      height: 400,
    }),
    attribute('headline', { value: headline }),
    attribute('teaserLink', { url: '/schulbedarf/' }),
    attribute('teaserButtonText', { value: 'Zum Schulbedarf' }),
  ]);
}

export const abTabCell = cmsCell('ab-tab', {
  width: 6,
  teasers: [
    abVariant('t-ab-a', 'A', 'Alles für die Schule', '#1d4f91'),
    abVariant('t-ab-b', 'B', 'Schulbedarf zum Bestpreis', '#b42318'),
  ],
});

function linkTeaser(id: string, label: string, url: string): CmsTeaser {
  return teaser(id, label, 'Linkbox Teaser', [
    attribute('teaserLink', { url }),
    attribute('headline', { text: label }),
  ]);
}

/** A teaser wish list: its teaser's attribute wishlistTeaserId names the list (the seed's class list). */
export const wishlistTeaserCell = cmsCell('wishlist-teaser', {
  teasers: [
    teaser('t-wishlist', 'Schulstart Klasse 1', 'Merkzettel Teaser', [
      attribute('wishlistTeaserId', { value: 'schulstart-klasse-1' }),
    ]),
  ],
});

export const listTeaserCell = cmsCell('list-teaser', {
  width: 4,
  html: '<h2>Beliebte Kategorien</h2>',
  teasers: [
    linkTeaser('t-list-1', 'Schulranzen', '/cat/4/'),
    linkTeaser('t-list-2', 'Hefte und Blöcke', '/cat/2/'),
    linkTeaser('t-list-3', 'Stifte', '/cat/1/'),
  ],
});

function contentTile(id: string, headline: string, text: string, colour: string, url: string): CmsTeaser {
  return teaser(id, headline, 'Boxeinschub Image Teaser', [
    attribute('image', { urlPath: placeholderSrc(headline, colour, 280, 210), width: 280, height: 210 }),
    attribute('alternativText', { text: headline }),
    attribute('bildunterschrift', { text: headline }),
    attribute('text', { text }),
    attribute('teaserLink', { url }),
    attribute('teaserButtonText', { text: 'Loslegen' }),
  ]);
}

export const contentTileCell = cmsCell('content-tile', {
  width: 6,
  teasers: [
    contentTile(
      't-tile-1',
      'Bastelideen',
      'Herbstlaternen, Kastanienmännchen und mehr.',
      '#c2410c',
      '/cat/3/',
    ),
  ],
});

export const contentTileCell2 = cmsCell('content-tile', {
  id: 'cell-content-tile-2',
  width: 6,
  teasers: [
    contentTile('t-tile-2', 'Lesetipps', 'Erstlesebücher für die Grundschule.', '#0f6d3b', '/cat/8/'),
  ],
});

export const recommendationsCell = cmsCell('recommendations', {
  html: '<p>Passend zum Schulstart ausgewählt.</p>',
});

/** An image teaser whose picture opens in the zoom overlay. */
export const zoomTeaser = teaser('t-zoom', 'Federmäppchen', 'Boxeinschub Image Teaser', [
  attribute('image', {
    url: placeholderSrc('Federmäppchen', '#1d4f91', 600, 400),
    altTag: 'Gefülltes Federmäppchen mit Buntstiften',
    width: 600,
    height: 400,
  }),
  attribute('headline', { value: 'Federmäppchen' }),
  attribute('zoom', { value: 'true' }),
]);

/** A picture teaser of the home page's first row. */
export const heroTeaser: CmsTeaser = teaser('t-hero', 'Schulstart 2025', 'Boxeinschub Image Teaser', [
  attribute('image', {
    url: placeholderSrc('Schulstart', '#c2410c', 1200, 400),
    altTag: 'Kinder mit bunten Schulranzen auf dem Weg zur Schule',
    width: 1200,
    height: 400,
  }),
  attribute('headline', { value: 'Bereit für den Schulstart' }),
  attribute('text', { text: 'Schulranzen, Federmäppchen und alles für die erste Klasse.' }),
  attribute('teaserLink', { url: '/schulbedarf/schulranzen/' }),
  attribute('teaserButtonText', { value: 'Jetzt entdecken' }),
  attribute('buttonType', { value: 'primary' }),
  attribute('loading.eager', { value: 'true' }),
]);

/** An image link without a headline. */
export const kindergartenTeaser: CmsTeaser = teaser('t-kita', 'Kindergarten', 'Boxeinschub Image Teaser', [
  attribute('image', {
    url: placeholderSrc('Kindergarten', '#0f6d3b', 600, 400),
    altTag: 'Bastelmaterial für den Kindergarten',
    width: 600,
    height: 400,
  }),
  attribute('teaserLink', { url: '/kindergarten/' }),
]);

export const craftTeaser: CmsTeaser = teaser('t-basteln', 'Basteln', 'Boxeinschub Image Teaser', [
  attribute('image', {
    url: placeholderSrc('Basteln & Malen', '#5b3fb5', 600, 400),
    altTag: 'Wasserfarben, Pinsel und Buntpapier',
    width: 600,
    height: 400,
  }),
  attribute('headline', { value: 'Basteln & Malen' }),
  attribute('teaserLink', { url: '/basteln/' }),
  attribute('teaserButtonText', { value: 'Zum Bastelbedarf' }),
  attribute('buttonType', { value: 'scaled-outline' }),
]);

function cmsRow(id: string, cells: CmsCell[]): CmsRowFixture {
  return { __typename: 'Row', id, cells };
}

/** A home page's rows: a hero teaser, two half-width teasers, an HTML box beside an unknown element type. */
export const cmsRows: readonly CmsRowFixture[] = [
  cmsRow('row-1', [cmsCell('picture-teaser', { id: 'cell-hero', teasers: [heroTeaser] })]),
  cmsRow('row-2', [
    cmsCell('image-link', { id: 'cell-kita', width: 6, teasers: [kindergartenTeaser] }),
    cmsCell('picture-teaser', { id: 'cell-basteln', width: 6, teasers: [craftTeaser] }),
  ]),
  cmsRow('row-3', [
    cmsCell('html', {
      id: 'cell-html',
      width: 8,
      html:
        '<h2>Versandkostenfrei ab 29 €</h2><p>Bestellen Sie bis 14 Uhr – wir versenden noch am selben Tag. ' +
        '<a href="/service/versand/">Mehr zum Versand</a></p>',
    }),
    cmsCell('recommendations', {
      id: 'cell-unknown',
      width: 4,
      html: '<p>Unsere Empfehlungen für die Grundschule.</p>',
    }),
  ]),
];

/** A footer grid cell as the seed writes it: a headline and a sentence ending in a link. */
function footerGridCell(
  id: string,
  width: number,
  headline: string,
  text: string,
  link: string,
  label: string,
) {
  return cmsCell('html', {
    id,
    width,
    html: `<p><strong>${headline}</strong></p><p>${text} <a href="${link}">${label}</a></p>`,
  });
}

/** The German consumer shop's footer grid (page id `footer-vue`): advice, above the footer's links. */
export const shopFooterGrid: readonly CmsRowFixture[] = [
  cmsRow('row-footer-shop', [
    footerGridCell(
      'cell-footer-advice',
      12,
      'Beratung gesucht?',
      'Wir helfen bei Schulranzen, Mäppchen und Erstausstattung.',
      '/service/kontakt/',
      'Kontakt',
    ),
  ]),
];

/** The German consumer shop's checkout footer grid: payment, delivery and returns, no marketing. */
export const checkoutFooterGrid: readonly CmsRowFixture[] = [
  cmsRow('row-footer-checkout', [
    footerGridCell(
      'cell-footer-payment',
      4,
      'Sicher bezahlen',
      'Ihre Daten werden verschlüsselt übertragen.',
      '/service/zahlung/',
      'Zahlung',
    ),
    footerGridCell(
      'cell-footer-delivery',
      4,
      'Versand',
      'Versandkosten und Lieferzeiten:',
      '/service/versand/',
      'Versand & Lieferung',
    ),
    footerGridCell(
      'cell-footer-returns',
      4,
      'Rückgabe',
      '30 Tage Zeit für die Rücksendung.',
      '/service/retoure/',
      'Rückgabe & Retoure',
    ),
  ]),
];
