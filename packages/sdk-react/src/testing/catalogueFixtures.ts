// Realistic German example data for stories and tests, shaped exactly like the API's answers.
import type {
  FooterDataQuery,
  ImageFieldsFragment,
  ImageFormat,
  ItemDetailFieldsFragment,
  MoneyFieldsFragment,
  NavigationQuery,
  PageDetailsQuery,
  PricesFieldsFragment,
  ProductCardFieldsFragment,
  ProductQuery,
  VariantAttributeFieldsFragment,
} from '@ranzen/sdk-core';
import { IMAGE_FORMATS } from '@ranzen/sdk-core';

export type ProductDetail = NonNullable<ProductQuery['product']>;
export type CmsRowFixture = PageDetailsQuery['pageDetails']['rows'][number];

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/**
 * An amount in euros as the API answers it, formatted for de-DE.
 *
 * @example
 * money(3.99); // { __typename: 'Money', amount: 3.99, currencyCode: 'EUR', stringValue: '3,99 €' }
 */
export function money(amount: number): MoneyFieldsFragment {
  return { __typename: 'Money', amount, currencyCode: 'EUR', stringValue: euro.format(amount) };
}

/**
 * An offline placeholder picture (inline SVG), so stories render without the API's image host.
 * The real images are WebP files generated at seed time.
 *
 * @example
 * <img src={placeholderSrc('Federmäppchen', '#1d4f91', 600, 400)} alt="" width={600} height={400} />
 */
export function placeholderSrc(label: string, colour: string, width: number, height: number): string {
  const text = label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const size = Math.round(Math.min(width, height) / 9);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#f5f6f8"/>` +
    `<rect x="${width * 0.3}" y="${height * 0.22}" width="${width * 0.4}" height="${height * 0.5}" rx="${size}" fill="${colour}"/>` +
    `<text x="50%" y="${height * 0.88}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" fill="#555e68">${text}</text>` +
    '</svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A product picture in one of the API's image formats (its width and height), drawn offline.
 *
 * @example
 * image('PRODUCTLISTING_BIG', 'Ranzen', '#1d4f91', 'Schulranzen Sunny');
 */
export function image(format: ImageFormat, label: string, colour: string, alt: string): ImageFieldsFragment {
  const { width, height } = IMAGE_FORMATS[format];
  return {
    __typename: 'Image',
    format,
    src: placeholderSrc(label, colour, width, height),
    width,
    height,
    alt,
  };
}

/**
 * A product card as listings answer it; `overrides` replace whole fields.
 *
 * @example
 * productCard('100123', 'Schulranzen Sunny', 'Scout', '#1d4f91', 189.99, { isShortage: true });
 */
export function productCard(
  id: string,
  name: string,
  manufacturerName: string | null,
  colour: string,
  price: number,
  overrides: Partial<Omit<ProductCardFieldsFragment, '__typename'>> = {},
): ProductCardFieldsFragment {
  return {
    __typename: 'ProductCard',
    id,
    bestItemId: `${id}-1`,
    name,
    url: `/p/${id}/`,
    breadcrumb: [
      { __typename: 'BreadcrumbEntry', id: '1', name: 'Schulbedarf' },
      { __typename: 'BreadcrumbEntry', id: '12', name: 'Schreiben' },
    ],
    manufacturerName,
    rating: 4.5,
    numberOfRatings: 12,
    discountPercent: null,
    moreVariants: false,
    isShortage: false,
    minimumOrderQuantity: 1,
    price: {
      __typename: 'ProductCardPrice',
      startFromFlag: false,
      basePriceUnit: null,
      currentPrice: money(price),
      oldPrice: null,
      basePrice: null,
    },
    badges: { __typename: 'ProductCardBadges', sale: false, new: false, popular: false },
    extraBadges: [],
    image: image('PRODUCTLISTING_BIG', manufacturerName ?? name, colour, name),
    listImage: image('PRODUCTLISTING_SMALL', manufacturerName ?? name, colour, name),
    energyEfficiency: null,
    lightningDealInfo: null,
    ...overrides,
  };
}

export type LightningDealFixture = NonNullable<ProductCardFieldsFragment['lightningDealInfo']>;

/**
 * A running lightning deal until `untilMs` (epoch milliseconds) with `reserved` per cent of its stock reserved.
 *
 * @example
 * const card = { ...glueStick, lightningDealInfo: lightningDeal(Date.now() + 3_600_000, 40) };
 */
export function lightningDeal(
  untilMs: number,
  reserved: number,
  overrides: Partial<Omit<LightningDealFixture, '__typename'>> = {},
): LightningDealFixture {
  return {
    __typename: 'LightningDealInfo',
    isAvailableLightningDeal: true,
    lightningDealTimestampUntil: untilMs,
    lightningReservedPercentageRoundFloor: reserved,
    lightningSpecialPrice: money(9.99),
    lightningQuantityMax: 2,
    ...overrides,
  };
}

export const schoolBag = productCard(
  '100123',
  'Schulranzen-Set Sunny II, 4-teilig, Blue Rocket',
  'Scout',
  '#1d4f91',
  189.99,
  {
    discountPercent: 27,
    price: {
      __typename: 'ProductCardPrice',
      startFromFlag: false,
      basePriceUnit: null,
      currentPrice: money(189.99),
      oldPrice: money(259.99),
      basePrice: null,
    },
    badges: { __typename: 'ProductCardBadges', sale: true, new: false, popular: true },
  },
);

export const fountainPen = productCard(
  '100456',
  'Füller Pelikano Junior für Linkshänder, blau',
  'Pelikan',
  '#0f6d3b',
  12.99,
  {
    discountPercent: 10,
    price: {
      __typename: 'ProductCardPrice',
      startFromFlag: true,
      basePriceUnit: null,
      currentPrice: money(12.99),
      oldPrice: money(14.49),
      basePrice: null,
    },
    moreVariants: true,
  },
);

export const colouredPencils = productCard(
  '100789',
  'Buntstifte Noris colour, 24 Farben im Kartonetui',
  'Staedtler',
  '#c2410c',
  9.49,
  {
    badges: { __typename: 'ProductCardBadges', sale: false, new: true, popular: false },
  },
);

export const exerciseBookCovers = productCard(
  '101010',
  'Heftumschläge A4, transparent, 10er-Pack',
  'Herlitz',
  '#5b3fb5',
  3.99,
  {
    discountPercent: 4,
    isShortage: true,
    price: {
      __typename: 'ProductCardPrice',
      startFromFlag: false,
      basePriceUnit: '1 Stück',
      currentPrice: money(3.99),
      oldPrice: null,
      basePrice: money(0.4),
    },
  },
);

export const paintBox = productCard(
  '101122',
  'Deckfarbkasten mit 12 Farben und Deckweiß',
  'Pelikan',
  '#b42318',
  14.95,
  {
    badges: { __typename: 'ProductCardBadges', sale: false, new: false, popular: true },
  },
);

export const glueStick = productCard(
  '101233',
  'Klebestift Pritt, lösungsmittelfrei, 22 g',
  'Pritt',
  '#e0a800',
  2.79,
  {
    price: {
      __typename: 'ProductCardPrice',
      startFromFlag: false,
      basePriceUnit: '100 g',
      currentPrice: money(2.79),
      oldPrice: null,
      basePrice: money(12.68),
    },
    minimumOrderQuantity: 3,
  },
);

export const freeSample = productCard('101344', 'Stundenplan zum Ausdrucken', null, '#555e68', 0);

export const productCards: readonly ProductCardFieldsFragment[] = [
  schoolBag,
  fountainPen,
  colouredPencils,
  exerciseBookCovers,
  paintBox,
  glueStick,
];

const galleryColours = ['#1d4f91', '#2f6fc0', '#c2410c', '#0f6d3b'] as const;
const galleryLabels = ['Vorderansicht', 'Rückseite', 'Federmäppchen', 'Sporttasche'] as const;

/** Four pictures in the formats the product page uses, interleaved as the API may return them. */
export const galleryImages: readonly ImageFieldsFragment[] = galleryColours.flatMap((colour, index) => {
  const label = galleryLabels[index] ?? `Bild ${index + 1}`;
  const alt = `Schulranzen-Set Sunny II Blue Rocket – ${label}`;
  return [
    image('ADS_MAIN_DESKTOP', label, colour, alt),
    image('ADS_MAIN_MOBILE', label, colour, alt),
    image('PRODUCTLISTING_SMALL', label, colour, alt),
  ];
});

export type ItemDetail = ItemDetailFieldsFragment;
export type VariantAttributeFixture = VariantAttributeFieldsFragment;

/** The pictures of another colour: the same views, drawn in that colour. */
function itemImages(colourName: string, colour: string): ImageFieldsFragment[] {
  return galleryLabels.flatMap((label) => {
    const alt = `Schulranzen-Set Sunny II ${colourName} – ${label}`;
    return [
      image('ADS_MAIN_DESKTOP', label, colour, alt),
      image('ADS_MAIN_MOBILE', label, colour, alt),
      image('PRODUCTLISTING_SMALL', label, colour, alt),
    ];
  });
}

const sunnyPrices: PricesFieldsFragment = {
  __typename: 'Prices',
  price: money(189.99),
  specialPrice: {
    __typename: 'SpecialPrice',
    description: null,
    oldPrice: money(259.99),
    recommendedRetailPrice: money(259.99),
    recommendedRetailPriceValidFrom: '2026-03-01T00:00:00.000Z',
  },
  basePrice: null,
  isBestPrice: true,
  educationalSuggestedGrossPrice: null,
  lightningDealPrice: null,
};

export const sunnyBlueItem: ItemDetail = {
  __typename: 'Item',
  itemId: '100123-1',
  orderNumber: '4007953406125',
  name: 'Schulranzen-Set Sunny II, Blue Rocket',
  maxQuantity: 10,
  minimumOrderQuantity: 1,
  availableForSale: true,
  deliveryFree: true,
  primeFaehig: true,
  areAllDeliveryTimesTheSame: false,
  images: galleryImages.slice(),
  prices: sunnyPrices,
  deliveryStatus: {
    __typename: 'DeliveryStatus',
    text: 'Sofort lieferbar, in 1-3 Werktagen bei Ihnen',
    color: 'green',
  },
  variantAttributes: [
    {
      __typename: 'VariantAttributeValue',
      name: 'colour',
      displayName: 'Farbe',
      value: 'Blue Rocket',
      position: 1,
      css: '#1d4f91',
      image: null,
    },
  ],
  dataAndFacts: [
    { __typename: 'DataFact', label: 'Gewicht', value: '1.150 g' },
    { __typename: 'DataFact', label: 'Volumen', value: '18 l' },
  ],
  warnings: [
    {
      __typename: 'ProductWarning',
      code: null,
      text: 'Nicht für Kinder unter 3 Jahren geeignet: enthält verschluckbare Kleinteile.',
    },
  ],
  dangerWarnings: [],
  powerPlugScope: null,
  matrixCodeMessages: [
    { __typename: 'MatrixCodeMessage', key: 'bde_de', message: 'Inklusive Namensschild zum Beschriften.' },
  ],
  lightningDealInfo: null,
};

export const sunnyRedItem: ItemDetail = {
  ...sunnyBlueItem,
  itemId: '100123-2',
  orderNumber: '4007953406132',
  name: 'Schulranzen-Set Sunny II, Red Fire',
  images: itemImages('Red Fire', '#b42318'),
  prices: { ...sunnyPrices, price: money(199.99), isBestPrice: false },
  deliveryStatus: { __typename: 'DeliveryStatus', text: 'Lieferbar in 5-7 Werktagen', color: 'yellow' },
  variantAttributes: [
    {
      __typename: 'VariantAttributeValue',
      name: 'colour',
      displayName: 'Farbe',
      value: 'Red Fire',
      position: 1,
      css: '#b42318',
      image: null,
    },
  ],
};

/** Colour as tiles with css swatches, size as a dropdown. */
export const sunnyVariantAttributes: readonly VariantAttributeFixture[] = [
  {
    __typename: 'VariantAttribute',
    name: 'colour',
    displayName: 'Farbe',
    position: 1,
    type: 'tile',
    options: [
      {
        __typename: 'VariantOption',
        value: 'Blue Rocket',
        selected: true,
        disabled: false,
        css: '#1d4f91',
        hasDiscount: true,
        valuePosition: 1,
        image: null,
      },
      {
        __typename: 'VariantOption',
        value: 'Red Fire',
        selected: false,
        disabled: false,
        css: '#b42318',
        hasDiscount: false,
        valuePosition: 2,
        image: null,
      },
      {
        __typename: 'VariantOption',
        value: 'Green Jungle',
        selected: false,
        disabled: true,
        css: '#0f6d3b',
        hasDiscount: false,
        valuePosition: 3,
        image: null,
      },
    ],
  },
  {
    __typename: 'VariantAttribute',
    name: 'size',
    displayName: 'Größe',
    position: 2,
    type: 'dropdown',
    options: [
      {
        __typename: 'VariantOption',
        value: 'Standard',
        selected: true,
        disabled: false,
        css: null,
        hasDiscount: false,
        valuePosition: 1,
        image: null,
      },
      {
        __typename: 'VariantOption',
        value: 'Groß',
        selected: false,
        disabled: false,
        css: null,
        hasDiscount: true,
        valuePosition: 2,
        image: null,
      },
      {
        __typename: 'VariantOption',
        value: 'XL',
        selected: false,
        disabled: true,
        css: null,
        hasDiscount: false,
        valuePosition: 3,
        image: null,
      },
    ],
  },
];

/** A product's audio sample, as an audiobook's product page lists it. */
export const audioSample: ProductDetail['audioSamples'][number] = {
  __typename: 'AudioSample',
  id: 'a1',
  title: 'Kapitel 1: Der erste Schultag',
  url: '/audio/erster-schultag.mp3',
  mimeType: 'audio/mpeg',
  durationSeconds: 65,
};

export const galleryVideo: ProductDetail['videos'][number] = {
  __typename: 'ProductVideo',
  id: 'v1',
  title: 'Sunny II im Alltag',
  url: 'https://video.example/embed/sunny-2',
  durationSeconds: 95,
  thumbnail: image('PRODUCTLISTING_SMALL', 'Video', '#1d4f91', 'Sunny II im Alltag'),
};

export const productDetail: ProductDetail = {
  __typename: 'Product',
  productId: '100123',
  name: 'Schulranzen-Set Sunny II, 4-teilig, Blue Rocket',
  url: '/p/100123/',
  path: '/prod/100123/',
  metaTitle: 'Scout Schulranzen-Set Sunny II Blue Rocket',
  metaDescription: 'Ergonomischer Schulranzen mit Federmäppchen, Sporttasche und Schlampermäppchen.',
  metaRobots: null,
  teasers: [
    {
      __typename: 'ProductTeaser',
      id: 't1',
      headline: 'Passend zum Schulstart',
      text: 'Jetzt mit gratis Namensschild.',
      url: '/service/your-advantages/',
    },
  ],
  longDescription: '<p>Der Sunny II ist leicht, ergonomisch und bietet viel Platz für Hefte und Bücher.</p>',
  shortFacts: ['Gewicht nur 1.150 g', 'Reflektoren nach DIN 58124', 'Höhenverstellbares Tragesystem'],
  scopeOfDelivery: 'Schulranzen, Federmäppchen (gefüllt), Sporttasche, Schlampermäppchen',
  tabs: [
    {
      __typename: 'ProductTab',
      id: 'care',
      title: 'Pflegehinweise',
      content: '<p>Mit einem feuchten Tuch abwischen.</p>',
    },
  ],
  extraTabs: [{ __typename: 'ProductExtraTabRef', id: 'norms', title: 'Normen und Prüfungen' }],
  warranty: '2 Jahre Herstellergarantie',
  deliveryInfo: null,
  manufacturerName: 'Scout',
  rating: 4.7,
  numberOfRatings: 38,
  isNewProduct: false,
  isTopseller: true,
  isShortage: false,
  isBook: false,
  isSingleVariant: false,
  hasMoreVariants: true,
  hasMultipleItems: true,
  hasSamePricesForAllItems: false,
  availableForSale: true,
  deliveryFree: true,
  minimumOrderQuantity: 1,
  maxQuantity: 10,
  discountPercent: 27,
  promoFeatures: [],
  rightOfWithdrawalInfo: null,
  oldElectricalDeviceInfo: null,
  prices: sunnyPrices,
  images: galleryImages.slice(),
  videos: [],
  downloads: [
    {
      __typename: 'DownloadGroup',
      displayName: 'Datenblätter',
      downloads: [
        {
          __typename: 'Download',
          dataName: 'sunny-2-datenblatt.pdf',
          url: '/downloads/sunny-2.pdf',
          headline: 'Produktdatenblatt',
        },
      ],
    },
  ],
  audioSamples: [],
  energyEfficiency: null,
  labelAttributes: [{ __typename: 'LabelAttribute', name: 'Altersempfehlung', value: 'ab 6 Jahren' }],
  extraBadges: [
    { __typename: 'ExtraBadge', id: 'classic', name: 'Klassiker' },
    { __typename: 'ExtraBadge', id: 'din', name: 'DIN-geprüft' },
    { __typename: 'ExtraBadge', id: 'eco', name: 'Recyceltes Material' },
  ],
  breadcrumb: [
    { __typename: 'BreadcrumbEntry', id: 'c1', name: 'Schulbedarf', url: '/schulbedarf/' },
    { __typename: 'BreadcrumbEntry', id: 'c2', name: 'Schulranzen', url: '/schulbedarf/schulranzen/' },
    {
      __typename: 'BreadcrumbEntry',
      id: 'c3',
      name: 'Schulranzen-Sets',
      url: '/schulbedarf/schulranzen/sets/',
    },
  ],
  variantAttributes: sunnyVariantAttributes.slice(),
  bestItem: sunnyBlueItem,
  accessories: [],
  replacementProducts: [],
};

/** A classroom product for the B2B shop: educational price, minimum order quantity, later delivery. */
export const classroomProduct: ProductDetail = {
  ...productDetail,
  productId: '200456',
  name: 'Klassensatz Wasserfarbkasten, 12 Farben',
  url: '/p/200456/',
  path: '/prod/200456/',
  manufacturerName: 'Pelikan',
  discountPercent: null,
  minimumOrderQuantity: 10,
  variantAttributes: [],
  extraBadges: [],
  prices: {
    __typename: 'Prices',
    price: money(8.9),
    specialPrice: null,
    basePrice: { __typename: 'BasePrice', unit: '1 Stück', isDisplayed: true, price: money(8.9) },
    isBestPrice: false,
    educationalSuggestedGrossPrice: money(7.49),
    lightningDealPrice: null,
  },
  breadcrumb: [
    { __typename: 'BreadcrumbEntry', id: 'e1', name: 'Unterrichtsmaterial', url: '/unterrichtsmaterial/' },
    { __typename: 'BreadcrumbEntry', id: 'e2', name: 'Kunst', url: '/unterrichtsmaterial/kunst/' },
  ],
  bestItem: {
    ...sunnyBlueItem,
    itemId: '200456-1',
    orderNumber: '4012700735124',
    name: 'Wasserfarbkasten, 12 Farben',
    minimumOrderQuantity: 10,
    maxQuantity: 200,
    primeFaehig: false,
    variantAttributes: [],
    warnings: [],
    matrixCodeMessages: [
      {
        __typename: 'MatrixCodeMessage',
        key: 'b2b_de',
        message: 'Klassensätze liefern wir auf Wunsch an die Schuladresse.',
      },
    ],
    prices: {
      __typename: 'Prices',
      price: money(8.9),
      specialPrice: null,
      basePrice: { __typename: 'BasePrice', unit: '1 Stück', isDisplayed: true, price: money(8.9) },
      isBestPrice: false,
      educationalSuggestedGrossPrice: money(7.49),
      lightningDealPrice: null,
    },
    deliveryStatus: { __typename: 'DeliveryStatus', text: 'Lieferbar in 5-7 Werktagen', color: 'yellow' },
  },
};

export const soldOutProduct: ProductDetail = {
  ...productDetail,
  productId: '100999',
  availableForSale: false,
  bestItem: {
    ...sunnyBlueItem,
    availableForSale: false,
    deliveryStatus: { __typename: 'DeliveryStatus', text: 'Derzeit nicht lieferbar', color: 'red' },
  },
};

/** An electrical device: energy label, power plug scope, danger warning and take-back note. */
export const lampProduct: ProductDetail = {
  ...productDetail,
  productId: '300789',
  name: 'LED-Schreibtischleuchte mit USB-Ladeport',
  url: '/p/300789/',
  path: '/prod/300789/',
  manufacturerName: 'Lumi',
  discountPercent: 8,
  variantAttributes: [],
  extraBadges: [],
  energyEfficiency: {
    __typename: 'EnergyEfficiency',
    energyClass: 'E',
    imgPath: placeholderSrc('E', '#e0a800', 60, 120),
    detailsImgPath: placeholderSrc('Datenblatt', '#e0a800', 400, 600),
    imgAlt: 'Energieeffizienzklasse E',
  },
  oldElectricalDeviceInfo: 'Altgeräte nehmen wir kostenlos zurück.',
  rightOfWithdrawalInfo: 'Sie haben ein 14-tägiges Widerrufsrecht.',
  bestItem: {
    ...sunnyBlueItem,
    itemId: '300789-1',
    orderNumber: '4250000300789',
    name: 'LED-Schreibtischleuchte, weiß',
    primeFaehig: false,
    variantAttributes: [],
    warnings: [],
    dangerWarnings: [
      { __typename: 'ProductWarning', code: 'GHS07', text: 'Akku nicht öffnen oder erhitzen.' },
    ],
    powerPlugScope: {
      __typename: 'PowerPlugScope',
      chargerIncluded: false,
      minPowerWatts: 5,
      maxPowerWatts: 18,
      usbPowerDelivery: true,
    },
    matrixCodeMessages: [],
  },
};

/** Footer data shaped like the API's `footerData`: seed texts, sanitised HTML. */
export type FooterDataFixture = FooterDataQuery['footerData'];

function uspImage(label: string, colour: string): string {
  return placeholderSrc(label, colour, 94, 96);
}

export const footerData: FooterDataFixture = {
  __typename: 'FooterData',
  usps: [
    {
      __typename: 'FooterUsp',
      image: uspImage('Versand', '#c2410c'),
      headline: 'Kostenloser Versand',
      subheadline: 'ab 50 € Bestellwert',
      text: 'Innerhalb Deutschlands',
      link: '/service/versand/',
    },
    {
      __typename: 'FooterUsp',
      image: uspImage('Retoure', '#0f6d3b'),
      headline: '30 Tage Rückgabe',
      subheadline: 'kostenlos',
      text: 'Einfach und unkompliziert',
      link: '/service/retoure/',
    },
    {
      __typename: 'FooterUsp',
      image: uspImage('Rechnung', '#1d4f91'),
      headline: 'Kauf auf Rechnung',
      subheadline: 'bequem bezahlen',
      text: 'Auch für Schulen und Kitas',
      link: '/service/zahlung/',
    },
  ],
  links: [
    {
      __typename: 'FooterLinkBlock',
      headline: 'Service',
      type: 'Service Teaser',
      // As served: the API's sanitiser has removed the seed's script-bearing image.
      content: '<p>Fragen? Unser Kundenservice ist <strong>Mo–Fr 8–18 Uhr</strong> für Sie da.</p>',
      link: '/service/kontakt/',
      links: [
        { __typename: 'FooterLink', label: 'Kontakt', url: '/service/kontakt/', external: false },
        { __typename: 'FooterLink', label: 'Versand & Lieferung', url: '/service/versand/', external: false },
        {
          __typename: 'FooterLink',
          label: 'Sicher einkaufen',
          url: '/service/sicher-einkaufen/',
          external: false,
        },
      ],
    },
    {
      __typename: 'FooterLinkBlock',
      headline: 'Über Ranzen',
      type: 'Linkbox Teaser',
      content: null,
      link: null,
      links: [
        { __typename: 'FooterLink', label: 'Inspiration', url: '/inspiration/', external: false },
        { __typename: 'FooterLink', label: 'Karriere', url: '/karriere/', external: false },
        { __typename: 'FooterLink', label: 'Blog', url: 'https://blog.ranzen.example/', external: true },
      ],
    },
    {
      __typename: 'FooterLinkBlock',
      headline: null,
      type: 'Bottom Links',
      content: null,
      link: null,
      links: [
        { __typename: 'FooterLink', label: 'Impressum', url: '/impressum/', external: false },
        { __typename: 'FooterLink', label: 'Datenschutz', url: '/datenschutz/', external: false },
        { __typename: 'FooterLink', label: 'AGB', url: '/agb/', external: false },
      ],
    },
  ],
};

/** The B2B educational shop's footer: selling points and sections for schools and institutions. */
export const b2bFooterData: FooterDataFixture = {
  __typename: 'FooterData',
  usps: [
    {
      __typename: 'FooterUsp',
      image: uspImage('Rechnung', '#1d4f91'),
      headline: 'Kauf auf Rechnung',
      subheadline: '30 Tage Zahlungsziel',
      text: 'Für Schulen, Kitas und Träger',
      link: '/service/zahlung/',
    },
    {
      __typename: 'FooterUsp',
      image: uspImage('Angebot', '#1d4f91'),
      headline: 'Individuelle Angebote',
      subheadline: 'ab 500 € Bestellwert',
      text: 'Für Sammel- und Klassenbestellungen',
      link: '/service/angebot/',
    },
  ],
  links: [
    {
      __typename: 'FooterLinkBlock',
      headline: 'Service für Einrichtungen',
      type: 'Service Teaser',
      content: '<p>Ihr Ansprechpartner für Bildungseinrichtungen: <strong>Mo–Fr 8–17 Uhr</strong>.</p>',
      link: '/service/kontakt/',
      links: [
        { __typename: 'FooterLink', label: 'Angebot anfordern', url: '/service/angebot/', external: false },
        { __typename: 'FooterLink', label: 'Zahlung & Rechnung', url: '/service/zahlung/', external: false },
        {
          __typename: 'FooterLink',
          label: 'Lieferung an Schulen',
          url: '/service/versand/',
          external: false,
        },
      ],
    },
    {
      __typename: 'FooterLinkBlock',
      headline: 'Über Ranzen Education',
      type: 'Linkbox Teaser',
      content: null,
      link: null,
      links: [
        { __typename: 'FooterLink', label: 'Referenzen', url: '/referenzen/', external: false },
        { __typename: 'FooterLink', label: 'Kataloge', url: '/kataloge/', external: false },
      ],
    },
    {
      __typename: 'FooterLinkBlock',
      headline: null,
      type: 'Bottom Links',
      content: null,
      link: null,
      links: [
        { __typename: 'FooterLink', label: 'Impressum', url: '/impressum/', external: false },
        { __typename: 'FooterLink', label: 'Datenschutz', url: '/datenschutz/', external: false },
        { __typename: 'FooterLink', label: 'AGB für Einrichtungen', url: '/agb/', external: false },
      ],
    },
  ],
};

// Category navigation (spec storefront §2.6, §3.10): three levels, one lazily loaded branch, one
// hidden item and a long sub-list that takes the multi-column layout.
export type NavigationFixture = NavigationQuery['navigation'];
type NavigationLeaf = NavigationFixture[number]['children'][number]['children'][number];

function leaf(
  id: string,
  name: string,
  categoryUrl: string,
  extra: Partial<Omit<NavigationLeaf, '__typename'>> = {},
): NavigationLeaf {
  return {
    __typename: 'NavigationItem',
    id,
    name,
    categoryUrl,
    hasChildren: false,
    isSale: false,
    isExcludedFromNav: false,
    ...extra,
  };
}

export const navigationTree: NavigationFixture = [
  {
    ...leaf('100', 'Schreiben', '/schreiben/', { hasChildren: true }),
    children: [
      {
        ...leaf('110', 'Bleistifte & Buntstifte', '/schreiben/bleistifte-buntstifte/', { hasChildren: true }),
        children: [
          leaf('111', 'Bleistifte', '/schreiben/bleistifte-buntstifte/bleistifte/'),
          leaf('112', 'Buntstifte', '/schreiben/bleistifte-buntstifte/buntstifte/'),
          leaf('113', 'Radiergummis', '/schreiben/bleistifte-buntstifte/radiergummis/'),
          leaf('114', 'Spitzer', '/schreiben/bleistifte-buntstifte/spitzer/'),
        ],
      },
      {
        ...leaf('120', 'Füller & Tinte', '/schreiben/fueller-tinte/', { hasChildren: true }),
        children: [
          leaf('121', 'Schulfüller', '/schreiben/fueller-tinte/schulfueller/'),
          leaf('122', 'Tintenpatronen', '/schreiben/fueller-tinte/tintenpatronen/'),
          leaf('123', 'Tintenlöscher', '/schreiben/fueller-tinte/tintenloescher/'),
        ],
      },
      { ...leaf('130', 'Kugelschreiber', '/schreiben/kugelschreiber/'), children: [] },
      { ...leaf('140', 'Textmarker', '/schreiben/textmarker/'), children: [] },
      { ...leaf('150', 'Lagerware intern', '/schreiben/intern/', { isExcludedFromNav: true }), children: [] },
    ],
  },
  // Children arrive lazily (hasChildren without children).
  { ...leaf('200', 'Hefte & Papier', '/hefte-papier/', { hasChildren: true }), children: [] },
  {
    ...leaf('300', 'Basteln & Malen', '/basteln-malen/', { hasChildren: true }),
    children: [
      'Wasserfarben',
      'Pinsel',
      'Wachsmalstifte',
      'Knete',
      'Bastelpapier',
      'Scheren',
      'Kleber',
      'Glitzer',
      'Perlen',
    ].map((name, index) => ({
      ...leaf(`3${index + 10}`, name, `/basteln-malen/${name.toLowerCase()}/`),
      children: [],
    })),
  },
  {
    ...leaf('400', 'Schulranzen', '/schulranzen/', { hasChildren: true }),
    children: [
      { ...leaf('410', 'Ranzen-Sets', '/schulranzen/sets/'), children: [] },
      { ...leaf('420', 'Turnbeutel', '/schulranzen/turnbeutel/'), children: [] },
      { ...leaf('430', 'Federmäppchen', '/schulranzen/federmaeppchen/'), children: [] },
    ],
  },
  { ...leaf('500', 'Kindergarten', '/kindergarten/'), children: [] },
  { ...leaf('600', 'Sale', '/sale/', { isSale: true }), children: [] },
  { ...leaf('700', 'Interne Aktion', '/intern/', { isExcludedFromNav: true }), children: [] },
];

/** What `onLoadChildren('200')` delivers for "Hefte & Papier". */
export const lazyNavigationChildren: NavigationFixture[number]['children'] = [
  {
    ...leaf('210', 'Schulhefte', '/hefte-papier/schulhefte/', { hasChildren: true }),
    children: [
      leaf('211', 'Lineatur 1', '/hefte-papier/schulhefte/lineatur-1/'),
      leaf('212', 'Kariert', '/hefte-papier/schulhefte/kariert/'),
    ],
  },
  { ...leaf('220', 'Collegeblöcke', '/hefte-papier/collegebloecke/'), children: [] },
];
