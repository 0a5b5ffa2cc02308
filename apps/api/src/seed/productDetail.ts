// Seed content of the product detail page (storefront §3.4, §3.5, §3.9): teasers, tabs, media, warnings,
// power supply, matrix code messages, shop answers to reviews and the reviews written in English. Each
// product draws from its own PRNG streams (salts 5-8), so adding this content left every earlier seeded
// value unchanged.
import type { MatrixCodeName, MessageLanguage } from '@ranzen/sdk-core/store';
import type { ItemDetailContent, ProductDetailContent, TabContent } from '../db/detailContent';
import { AUDIO_SAMPLE_SECONDS, audioSampleUrl, datasheetUrl } from '../media/mediaPaths';
import { escapeHtml } from '../shop/escapeHtml';
import type { ProductKind } from './catalogueData';
import { ENGLISH_REVIEW_TEXTS } from './catalogueEnglish';
import { prngFor } from './prng';

const ELECTRICAL: ReadonlySet<ProductKind> = new Set(['lamp', 'laminator', 'calculator']);
const SMALL_PARTS: ReadonlySet<ProductKind> = new Set(['blocks', 'puzzle']);
const FURNITURE: ReadonlySet<ProductKind> = new Set(['chair', 'table']);
/** Devices charged over USB fall under the EU common-charger rule (power plug scope). */
const USB_CHARGED: ReadonlySet<ProductKind> = new Set(['lamp']);

const AGE_LABELS: Readonly<Partial<Record<ProductKind, string>>> = {
  blocks: 'ab 3 Jahren',
  puzzle: 'ab 4 Jahren',
  book: 'ab 5 Jahren',
  scissors: 'ab 4 Jahren',
  paint: 'ab 3 Jahren',
  schoolbag: 'ab 6 Jahren',
};

const TEASERS = [
  {
    headline: 'Klassensätze günstiger',
    text: 'Für Schulen und Kitas: ab 25 Stück gibt es Staffelpreise im Bildungsshop.',
    url: '/service/sicher-einkaufen/',
  },
  {
    headline: 'Geprüfte Qualität',
    text: 'Jeder Artikel wird vor dem Versand von unserem Team geprüft.',
    url: null,
  },
  {
    headline: 'Schulstart-Aktion',
    text: 'Alles für den ersten Schultag an einem Ort, schnell geliefert.',
    url: '/service/spielwarensicherheit/',
  },
] as const;

const PROMO_FEATURES = ['Klimaneutraler Versand', 'Made in Germany', 'Nachfüllbar', 'Aus Recyclingmaterial'];

const DANGER_WARNINGS: Readonly<Partial<Record<ProductKind, { code: string; text: string }>>> = {
  glue: {
    code: 'GHS07',
    text: 'Verursacht schwere Augenreizung. Darf nicht in die Hände von Kindern gelangen.',
  },
  paint: { code: 'GHS07', text: 'Kann allergische Hautreaktionen verursachen.' },
};

const MATRIX_MESSAGES: Readonly<Record<MatrixCodeName, string>> = {
  bde_de: 'Nur solange der Vorrat reicht.',
  bat_de: 'In Österreich nur online erhältlich.',
  bch_ch: 'Lieferung in die Schweiz verzollt, ohne Zusatzkosten.',
  b2b_de: 'Auch als Klassensatz mit Mengenrabatt erhältlich.',
  b2b_en: 'Also available as a class set with volume discount.',
};

export const REVIEW_LOCATIONS = ['Köln', 'Hamburg', 'München', 'Leipzig', 'Graz', 'Zürich', 'Bremen'];

export const SHOP_ANSWERS = [
  'Vielen Dank für Ihre Bewertung! Wir haben Ihre Hinweise an den Hersteller weitergegeben.',
  'Danke für das Lob, das freut uns sehr. Viel Freude weiterhin mit dem Artikel!',
  'Das tut uns leid. Bitte melden Sie sich bei unserem Kundenservice, wir finden gemeinsam eine Lösung.',
];

export const SHOP_ANSWER_AUTHOR = 'Ihr Ranzen-Kundenservice';

function technicalTab(name: string, facts: readonly string[]): TabContent {
  const rows = facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('');
  return {
    id: 'details',
    title: 'Produktdetails',
    content: `<p>Die wichtigsten Eigenschaften von ${escapeHtml(name)} im Überblick:</p><ul>${rows}</ul>`,
  };
}

export interface ProductDetailSeed {
  productId: string;
  name: string;
  kind: ProductKind;
  facts: readonly string[];
  isBook: boolean;
}

/** Detail content of one product, deterministic per product index. */
export function productDetailContent(index: number, seed: ProductDetailSeed): ProductDetailContent {
  const rng = prngFor(index, 5);
  const { productId, kind } = seed;
  const electrical = ELECTRICAL.has(kind);
  const content: ProductDetailContent = {
    tabs: [technicalTab(seed.name, seed.facts)],
    labelAttributes: [],
    promoFeatures: rng.chance(0.2) ? [rng.pick(PROMO_FEATURES)] : [],
  };
  if (rng.chance(0.3)) {
    const teaser = rng.pick(TEASERS);
    content.teasers = [{ id: `${productId}-teaser`, ...teaser }];
  }
  const age = AGE_LABELS[kind];
  if (age) content.labelAttributes?.push({ name: 'Altersempfehlung', value: age });
  if (SMALL_PARTS.has(kind) || rng.chance(0.25)) {
    content.extraTabs = [
      {
        id: 'safety',
        title: 'Sicherheitshinweise',
        content:
          '<p>Bitte bewahren Sie die Verpackung mit den Herstellerangaben auf. Hersteller und Importeur finden Sie auf dem Etikett.</p>',
      },
    ];
  }
  if (electrical || FURNITURE.has(kind)) {
    content.warranty = rng.pick(['2 Jahre Herstellergarantie', '3 Jahre Herstellergarantie']);
    content.downloads = [
      {
        displayName: 'Datenblätter',
        downloads: [
          {
            dataName: `datenblatt-${productId}.pdf`,
            headline: 'Produktdatenblatt',
            url: datasheetUrl(productId),
          },
        ],
      },
    ];
  }
  if (FURNITURE.has(kind)) content.deliveryInfo = 'Lieferung per Spedition frei Bordsteinkante.';
  if (electrical) content.electricalDevice = true;
  if (seed.isBook && rng.chance(0.5)) {
    content.audioSamples = [
      {
        id: `${productId}-audio-1`,
        title: 'Hörprobe: Kapitel 1',
        url: audioSampleUrl(productId, 1),
        mimeType: 'audio/wav',
        durationSeconds: AUDIO_SAMPLE_SECONDS,
      },
    ];
    content.rightOfWithdrawalInfo =
      'Versiegelte Audio-CDs sind vom Widerrufsrecht ausgeschlossen, wenn die Versiegelung entfernt wurde.';
  }
  return content;
}

export interface ItemDetailSeed {
  kind: ProductKind;
  colour: string | null;
  size: string | null;
  orderNumber: string;
}

/** Detail content of one item; `itemSalt` is the item number inside its product. */
export function itemDetailContent(index: number, itemSalt: number, seed: ItemDetailSeed): ItemDetailContent {
  const rng = prngFor(index * 64 + itemSalt, 6);
  const facts = [{ label: 'Artikelnummer', value: seed.orderNumber }];
  if (seed.colour) facts.push({ label: 'Farbe', value: seed.colour });
  if (seed.size) facts.push({ label: 'Größe', value: seed.size });
  const content: ItemDetailContent = { dataAndFacts: facts };
  if (SMALL_PARTS.has(seed.kind)) {
    content.warnings = [
      {
        code: null,
        text: 'Achtung: Nicht für Kinder unter 36 Monaten geeignet. Erstickungsgefahr durch verschluckbare Kleinteile.',
      },
    ];
  }
  const danger = DANGER_WARNINGS[seed.kind];
  if (danger && rng.chance(0.5)) content.dangerWarnings = [danger];
  if (USB_CHARGED.has(seed.kind)) {
    const chargerIncluded = rng.chance(0.3);
    content.powerPlug = { chargerIncluded, minPowerWatts: 5, maxPowerWatts: 15, usbPowerDelivery: true };
  }
  if (rng.chance(0.08)) content.matrixCodeMessages = { ...MATRIX_MESSAGES };
  return content;
}

export interface ReviewExtras {
  authorLocation: string | null;
  comment: string | null;
  commentAuthor: string | null;
  commentAt: Date | null;
}

/** Author place and the shop's answer for review number `reviewNumber` of product `index`. */
export function reviewExtras(index: number, reviewNumber: number, createdAt: Date): ReviewExtras {
  const rng = prngFor(index * 16 + reviewNumber, 7);
  const answered = rng.chance(0.2);
  return {
    authorLocation: rng.chance(0.6) ? rng.pick(REVIEW_LOCATIONS) : null,
    comment: answered ? rng.pick(SHOP_ANSWERS) : null,
    commentAuthor: answered ? SHOP_ANSWER_AUTHOR : null,
    commentAt: answered ? new Date(createdAt.getTime() + rng.int(1, 5) * 86_400_000) : null,
  };
}

/** Share of the seeded reviews written in English. */
const ENGLISH_REVIEW_SHARE = 0.15;

export interface ReviewWording {
  language: MessageLanguage;
  title: string;
  message: string;
}

/** The language and text of review number `reviewNumber` of product `index`: mostly German, some English. */
export function reviewWording(
  index: number,
  reviewNumber: number,
  rating: number,
  german: { readonly title: string; readonly message: string },
): ReviewWording {
  const rng = prngFor(index * 16 + reviewNumber, 8);
  const english = ENGLISH_REVIEW_TEXTS[rating - 1];
  if (!english || !rng.chance(ENGLISH_REVIEW_SHARE)) return { language: 'de', ...german };
  return { language: 'en', ...rng.pick(english) };
}
