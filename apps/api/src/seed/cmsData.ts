// CMS seed content (storefront §2.4 page resolution, §2.8 footer, §2.10 element types, §3.12-§3.14) and
// global parameters (storefront §7). The HTML here is raw editor output on purpose, including markup the
// cms service must strip before serving (DESIGN §7).
import { CONTACT_FORM_PATH, CONTENT_PAGES } from '@ranzen/sdk-core/routes';
import type { MessageLanguage } from '@ranzen/sdk-core/store';
import { IMAGE_ASSETS, imagePath } from '../images/imageStore';
import type { SeedCell, SeedPage, SeedTeaser } from './cmsTypes';
import { SEED_FOOTER_GRIDS } from './footerData';
import { LEGAL_SEED_PAGES } from './legalPages';
import { SEED_TEASER_ID, SEED_TEASER_PAGE } from './teaserWishlists';

function productImage(key: string, format: 'OPEN_GRAPH' | 'ADS_MAIN_DESKTOP' | 'PRODUCTLISTING_BIG'): string {
  const asset = IMAGE_ASSETS.get(key);
  if (!asset) throw new Error(`unknown image asset ${key}`);
  return imagePath(asset.key, asset.version, format);
}

function imageTeaser(name: string, imageKey: string, link: string, alt: string, button: string): SeedTeaser {
  return {
    name,
    template: 'Boxeinschub Image Teaser',
    attributes: [
      { name: 'image', urlPath: productImage(imageKey, 'PRODUCTLISTING_BIG'), width: 280, height: 210 },
      { name: 'alternativText', text: alt },
      { name: 'bildunterschrift', text: alt },
      { name: 'teaserLink', url: link, openLinkInNewWindow: false },
      { name: 'teaserButtonText', text: button },
      { name: 'buttonType', value: 'primary' },
    ],
  };
}

function heroTab(
  name: string,
  imageKey: string,
  link: string,
  headline: string,
  preHeadline: string,
  buttonText: string,
): SeedTeaser {
  return {
    name,
    template: 'Hero Slider Tab',
    attributes: [
      {
        name: 'image',
        urlPath: productImage(imageKey, 'OPEN_GRAPH'),
        width: 1200,
        height: 630,
        altTag: headline,
      },
      { name: 'link', url: link },
      { name: 'tabText', text: headline },
      { name: 'preHeadline', text: preHeadline },
      { name: 'headline', text: headline },
      { name: 'buttonText', text: buttonText },
      { name: 'buttonType', value: 'primary' },
      { name: 'heroTeaserAlignment', value: 'left' },
      { name: 'loading.eager', value: 'true' },
    ],
  };
}

/** A content page of one HTML cell (plus more rows when given). */
function htmlPage(
  path: string,
  family: SeedPage['family'],
  language: MessageLanguage,
  title: string,
  metaDescription: string,
  html: string,
  more: Partial<SeedPage> & { extraRows?: SeedCell[][] } = {},
): SeedPage {
  const { extraRows = [], ...rest } = more;
  return {
    path,
    family,
    language,
    pageType: 'CONTENT',
    title,
    metaDescription,
    rows: [[{ elementType: 'html', width: 12, html }], ...extraRows],
    ...rest,
  };
}

/**
 * Pages of the route table's service area, /prime and /beratung/ (storefront §2.1): CMS content
 * behind fixed routes or the catch-all. /beratung/ carries the preview example (docs/preview.md): a
 * cell for the segment 'kita' and the two variants of the A/B test 'advice-teaser'.
 */
const SERVICE_PAGES: readonly SeedPage[] = [
  htmlPage(
    '/prime/',
    'consumer',
    'de',
    'Ranzen Prime – versandkostenfrei das ganze Jahr',
    'Mit Ranzen Prime bestellen Sie ein Jahr lang ohne Versandkosten und sichern sich Vorteilspreise.',
    '<h1>Ranzen Prime</h1><p>Ein Jahr <strong>versandkostenfrei</strong> bestellen, exklusive Vorteilspreise ' +
      'und früher Zugang zu Blitzangeboten – für 19,90 € im Jahr.</p><ul><li>Keine Versandkosten</li>' +
      '<li>Prime-Preise auf Tausende Artikel</li><li>Jederzeit kündbar</li></ul>',
  ),
  htmlPage(
    '/beratung/',
    'consumer',
    'de',
    'Beratung rund um Schule und Kita',
    'Unsere Fachberaterinnen helfen bei Ranzenkauf, Schulstart und Kita-Ausstattung.',
    '<h1>Beratung</h1><p>Welcher Ranzen passt zu meinem Kind? Was braucht die Kita-Gruppe? Unsere ' +
      'Fachberatung hilft Ihnen montags bis freitags von 8 bis 18 Uhr unter 0800 726 93 61.</p>',
    {
      abTests: [{ id: 'advice-teaser', trackingCode: 'AB_ADVICE_TEASER' }],
      extraRows: [
        [
          {
            elementType: 'html',
            width: 12,
            html: '<h2>Ranzen-Check im Laden</h2><p>Kommen Sie zur Anprobe – wir stellen den Ranzen passend ein.</p>',
            abTest: { id: 'advice-teaser', variant: 'A' },
          },
          {
            elementType: 'html',
            width: 12,
            html: '<h2>Ranzen-Check per Video</h2><p>Wir beraten Sie per Videoanruf – bequem von zu Hause.</p>',
            abTest: { id: 'advice-teaser', variant: 'B' },
          },
        ],
        [
          {
            elementType: 'html',
            width: 12,
            html: '<h2>Für Kitas</h2><p>Kita-Träger erhalten eine persönliche Ansprechpartnerin für Sammelbestellungen.</p>',
            segment: 'kita',
          },
        ],
      ],
    },
  ),
  htmlPage(
    '/service/katalog/',
    'consumer',
    'de',
    'Katalog bestellen',
    'Den aktuellen Ranzen-Katalog kostenlos nach Hause bestellen oder als PDF ansehen.',
    '<h1>Unser Katalog</h1><p>Bestellen Sie den aktuellen Katalog kostenlos zu sich nach Hause – oder blättern ' +
      'Sie online durch alle Neuheiten für Schule und Kita.</p>',
  ),
  htmlPage(
    CONTENT_PAGES.catalogue.paths.de,
    'b2b',
    'de',
    'Katalog für Bildungseinrichtungen',
    'Der Katalog mit Bildungspreisen für Schulen, Kitas und Träger.',
    '<h1>Katalog für Bildungseinrichtungen</h1><p>Alle Artikel mit Ihren <strong>Bildungspreisen</strong>, ' +
      'Klassensätzen und Mindestmengen – als Druckausgabe oder PDF.</p>',
  ),
  htmlPage(
    CONTENT_PAGES.catalogue.paths.en,
    'b2b',
    'en',
    'Catalogue for educational institutions',
    'The catalogue with education prices for schools, nurseries and providers.',
    '<h1>Catalogue for educational institutions</h1><p>Every article with your <strong>education prices</strong>, ' +
      'class sets and minimum quantities – in print or as a PDF.</p>',
  ),
  htmlPage(
    '/service/orderform/',
    'all',
    'de',
    'Bestellschein',
    'Mit dem Bestellschein mehrere Artikel über ihre Bestellnummern auf einmal bestellen.',
    '<h1>Bestellschein</h1><p>Sie kennen die Bestellnummern schon? Tragen Sie sie mit der Menge ein und legen ' +
      'Sie alle Artikel auf einmal in den Warenkorb.</p>',
  ),
  htmlPage(
    CONTACT_FORM_PATH,
    'all',
    'de',
    'Kontakt',
    'Schreiben Sie dem Ranzen-Kundenservice.',
    '<h1>Kontakt</h1><p>Fragen zu einer Bestellung, zur Lieferung oder zu einem Artikel? Wir antworten ' +
      'werktags innerhalb von 24 Stunden.</p>',
  ),
  // Storefront §2.10 'form': a content page embedding the contact form below its own text.
  htmlPage(
    '/hilfe/',
    'consumer',
    'de',
    'Hilfe und Kontakt',
    'Antworten auf häufige Fragen und der direkte Draht zum Ranzen-Kundenservice.',
    '<h1>Hilfe und Kontakt</h1><p>Lieferzeiten, Rücksendungen und Zahlungsarten finden Sie in unseren ' +
      'Serviceseiten. Ihre Frage ist nicht dabei? Schreiben Sie uns.</p>',
    {
      extraRows: [
        [
          {
            elementType: 'form',
            width: 12,
            html: '<h2>Ihre Nachricht an uns</h2><p>Fotos eines beschädigten Artikels können Sie direkt anhängen.</p>',
          },
        ],
      ],
    },
  ),
  htmlPage(
    '/service/newsletter/',
    'all',
    'de',
    'Newsletter abonnieren',
    'Neuheiten, Angebote und Ideen für Schule und Kita per E-Mail.',
    '<h1>Newsletter</h1><p>Neuheiten, Angebote und Bastelideen einmal pro Woche per E-Mail – jederzeit abbestellbar.</p>',
  ),
  htmlPage(
    '/service/newsletter/success/',
    'all',
    'de',
    'Newsletter bestätigt',
    'Ihre Anmeldung zum Newsletter ist bestätigt.',
    '<h1>Vielen Dank!</h1><p>Ihre Anmeldung zum Newsletter ist bestätigt.</p>',
  ),
  htmlPage(
    '/service/newsletter/newsletter-abmelden/',
    'all',
    'de',
    'Newsletter abbestellen',
    'Den Ranzen-Newsletter abbestellen.',
    '<h1>Newsletter abbestellen</h1><p>Schade, dass Sie gehen. Ein Klick genügt, und Sie erhalten keinen Newsletter mehr.</p>',
  ),
  htmlPage(
    CONTENT_PAGES.safeShopping.paths.de,
    'consumer',
    'de',
    'Sicher einkaufen',
    'Geprüfter Shop mit Käuferschutz, verschlüsselter Übertragung und sicheren Zahlarten.',
    '<h1>Sicher einkaufen</h1><p>Ranzen ist ein geprüfter Shop mit Käuferschutz. Ihre Daten werden ' +
      'verschlüsselt übertragen, und Sie zahlen bequem auf Rechnung.</p>',
  ),
  htmlPage(
    CONTENT_PAGES.toySafety.paths.de,
    'consumer',
    'de',
    'Spielwarensicherheit',
    'Alle Spielwaren erfüllen die europäischen Sicherheitsnormen.',
    '<h1>Spielwarensicherheit</h1><p>Alle Spielwaren bei Ranzen erfüllen die europäische Norm EN 71 und ' +
      'tragen das CE-Zeichen.</p>',
  ),
  htmlPage(
    CONTENT_PAGES.productSafety.paths.de,
    'b2b',
    'de',
    'Produktsicherheit',
    'Geprüfte Produktsicherheit für Schulen und Kitas.',
    '<h1>Produktsicherheit</h1><p>Möbel und Spielwaren für Bildungseinrichtungen sind nach DIN EN 1729 und ' +
      'EN 71 geprüft.</p>',
  ),
  htmlPage(
    CONTENT_PAGES.advantages.paths.de,
    'b2b',
    'de',
    'Ihre Vorteile',
    'Bildungspreise, Kauf auf Rechnung und persönliche Beratung für Bildungseinrichtungen.',
    '<h1>Ihre Vorteile</h1><ul><li>Bildungspreise auf das gesamte Sortiment</li><li>Kauf auf Rechnung und ' +
      'XRechnung</li><li>Persönliche Ansprechpartner</li></ul>',
  ),
  htmlPage(
    CONTENT_PAGES.about.paths.de,
    'b2b',
    'de',
    'Über Ranzen Education',
    'Ranzen Education stattet seit über 20 Jahren Schulen und Kitas aus.',
    '<h1>Über Ranzen Education</h1><p>Seit über 20 Jahren statten wir Schulen, Kitas und Träger mit allem ' +
      'aus, was Lernen braucht.</p>',
  ),
];

/** The service pages in English, for the English hosts (en.localhost, en.educational.localhost). */
const ENGLISH_SERVICE_PAGES: readonly SeedPage[] = [
  htmlPage(
    '/prime/',
    'consumer',
    'en',
    'Ranzen Prime – free shipping all year',
    'With Ranzen Prime you order without shipping costs for a whole year and get member prices.',
    '<h1>Ranzen Prime</h1><p>Order <strong>without shipping costs</strong> for a year, get exclusive member prices ' +
      'and early access to lightning deals – for € 19.90 a year.</p><ul><li>No shipping costs</li>' +
      '<li>Prime prices on thousands of articles</li><li>Cancel at any time</li></ul>',
  ),
  htmlPage(
    '/beratung/',
    'consumer',
    'en',
    'Advice on school and nursery',
    'Our advisers help with choosing a school bag, starting school and equipping a nursery.',
    '<h1>Advice</h1><p>Which school bag suits my child? What does the nursery group need? Our advisers help you ' +
      'Monday to Friday from 8 am to 6 pm on 0800 726 93 61.</p>',
  ),
  htmlPage(
    '/service/katalog/',
    'consumer',
    'en',
    'Order our catalogue',
    'Order the current Ranzen catalogue free of charge or browse it as a PDF.',
    '<h1>Our catalogue</h1><p>Order the current catalogue to your home free of charge – or browse all the news for ' +
      'school and nursery online.</p>',
  ),
  htmlPage(
    '/service/orderform/',
    'all',
    'en',
    'Order form',
    'Order several articles at once by their order numbers.',
    '<h1>Order form</h1><p>You already know the order numbers? Enter them with the quantity and put all the ' +
      'articles into the cart at once.</p>',
  ),
  htmlPage(
    CONTACT_FORM_PATH,
    'all',
    'en',
    'Contact',
    'Write to the Ranzen customer service.',
    '<h1>Contact</h1><p>Questions about an order, the delivery or an article? We answer within 24 hours on ' +
      'working days.</p>',
  ),
  htmlPage(
    '/service/newsletter/',
    'all',
    'en',
    'Subscribe to the newsletter',
    'News, offers and ideas for school and nursery by e-mail.',
    '<h1>Newsletter</h1><p>News, offers and craft ideas once a week by e-mail – unsubscribe at any time.</p>',
  ),
  htmlPage(
    '/service/newsletter/success/',
    'all',
    'en',
    'Newsletter confirmed',
    'Your newsletter subscription is confirmed.',
    '<h1>Thank you!</h1><p>Your newsletter subscription is confirmed.</p>',
  ),
  htmlPage(
    '/service/newsletter/newsletter-abmelden/',
    'all',
    'en',
    'Unsubscribe from the newsletter',
    'Unsubscribe from the Ranzen newsletter.',
    '<h1>Unsubscribe from the newsletter</h1><p>Sorry to see you go. One click and you will receive no more ' +
      'newsletters.</p>',
  ),
  htmlPage(
    CONTENT_PAGES.safeShopping.paths.en,
    'consumer',
    'en',
    'Safe shopping',
    'A certified shop with buyer protection, encrypted transfer and safe payment methods.',
    '<h1>Safe shopping</h1><p>Ranzen is a certified shop with buyer protection. Your data is transferred ' +
      'encrypted, and you can pay conveniently on invoice.</p>',
  ),
  htmlPage(
    CONTENT_PAGES.toySafety.paths.en,
    'consumer',
    'en',
    'Toy safety',
    'All toys meet the European safety standards.',
    '<h1>Toy safety</h1><p>All toys at Ranzen meet the European standard EN 71 and carry the CE mark.</p>',
  ),
  htmlPage(
    CONTENT_PAGES.productSafety.paths.en,
    'b2b',
    'en',
    'Product safety',
    'Tested product safety for schools and nurseries.',
    '<h1>Product safety</h1><p>Furniture and toys for educational institutions are tested to DIN EN 1729 and ' +
      'EN 71.</p>',
  ),
  htmlPage(
    CONTENT_PAGES.advantages.paths.en,
    'b2b',
    'en',
    'Your advantages',
    'Education prices, purchase on account and personal advice for educational institutions.',
    '<h1>Your advantages</h1><ul><li>Education prices on the whole range</li><li>Purchase on account and ' +
      'XRechnung</li><li>Personal contacts</li></ul>',
  ),
  htmlPage(
    CONTENT_PAGES.about.paths.en,
    'b2b',
    'en',
    'About Ranzen Education',
    'Ranzen Education has been equipping schools and nurseries for more than 20 years.',
    '<h1>About Ranzen Education</h1><p>For more than 20 years we have been equipping schools, nurseries and ' +
      'providers with everything learning needs.</p>',
  ),
];

/** The hero buttons' text. */
const DISCOVER = { de: 'Jetzt entdecken', en: 'Discover now' } as const satisfies Record<
  MessageLanguage,
  string
>;
/** Competitions of the prize-draw pages; each closes this many days after the seed ran (negative: closed). */
export const SEED_COMPETITIONS = [
  { code: 'SCHULSTART-2026', family: 'consumer', name: 'Schulstart-Gewinnspiel 2026', closesInDays: 365 },
  { code: 'MALWETTBEWERB-2025', family: 'consumer', name: 'Malwettbewerb 2025', closesInDays: -30 },
] as const;

/** A prize-draw page: its teaser names the competition whose sign-up the element shows. */
function prizeDrawPage(
  path: string,
  title: string,
  competition: string,
  headline: string,
  text: string,
): SeedPage {
  return {
    path,
    family: 'consumer',
    language: 'de',
    pageType: 'CONTENT',
    title,
    metaRobots: 'index,follow',
    rows: [
      [
        {
          elementType: 'prize-draw',
          width: 12,
          teasers: [
            {
              name: `Gewinnspiel ${competition}`,
              template: null,
              attributes: [
                { name: 'headline', text: headline },
                { name: 'teasercontent', text },
                { name: 'competition', value: competition },
              ],
            },
          ],
          html:
            '<p><strong>Teilnahmebedingungen:</strong> Teilnahme ab 18 Jahren, eine Teilnahme pro E-Mail-Adresse. ' +
            'Die Gewinner werden nach dem Teilnahmeschluss ausgelost und per E-Mail benachrichtigt.</p>',
        },
      ],
    ],
  };
}

export const SEED_PAGES: readonly SeedPage[] = [
  prizeDrawPage(
    '/gewinnspiele/schulstart/',
    'Schulstart-Gewinnspiel',
    'SCHULSTART-2026',
    'Gewinnen Sie einen Schulranzen!',
    'Zum Schulstart verlosen wir zehn Schulranzen samt Federmäppchen.',
  ),
  prizeDrawPage(
    '/gewinnspiele/malwettbewerb/',
    'Malwettbewerb 2025',
    'MALWETTBEWERB-2025',
    'Malwettbewerb 2025',
    'Die schönsten Bilder unserer kleinen Künstlerinnen und Künstler.',
  ),
  {
    path: '/',
    family: 'consumer',
    language: 'de',
    pageType: 'CONTENT',
    title: 'Ranzen – alles für Schule und Kindergarten',
    metaDescription: 'Schulranzen, Hefte, Stifte und Bastelbedarf für Schule und Kita. Schnelle Lieferung.',
    metaRobots: 'index,follow',
    abTests: [{ id: 'home-hero', trackingCode: 'AB_HOME_HERO_B' }],
    rows: [
      [
        {
          elementType: 'info-bar',
          width: 12,
          teasers: [
            {
              name: 'Infobar Versand',
              template: null,
              attributes: [
                { name: 'bgcolor', value: '#1e63c4' },
                { name: 'textColor', value: '#ffffff' },
                { name: 'teasercontent', text: 'Versandkostenfrei ab 50 € Bestellwert' },
              ],
            },
          ],
        },
      ],
      [
        {
          elementType: 'hero-slider',
          width: 12,
          teasers: [
            heroTab(
              'Hero Schulstart',
              'schoolbag-blau',
              '/cat/4/',
              'Schulstart 2025',
              'Neu eingetroffen',
              DISCOVER.de,
            ),
            heroTab(
              'Hero Basteln',
              'paint-rot',
              '/cat/3/',
              'Bastelspaß für die Kita',
              'Kreativ werden',
              DISCOVER.de,
            ),
          ],
        },
      ],
      [
        {
          elementType: 'picture-teaser',
          width: 4,
          teasers: [
            imageTeaser('Teaser Hefte', 'exercise-book-gelb', '/cat/2/', 'Schulhefte', 'Zu den Heften'),
          ],
        },
        {
          elementType: 'picture-teaser',
          width: 4,
          teasers: [imageTeaser('Teaser Stifte', 'pencil-rot', '/cat/1/', 'Stifte', 'Zu den Stiften')],
        },
        {
          elementType: 'picture-teaser',
          width: 4,
          teasers: [imageTeaser('Teaser Spielen', 'blocks-natur', '/cat/5/', 'Bausteine', 'Zum Spielen')],
        },
      ],
      [
        {
          elementType: 'html',
          width: 12,
          html:
            '<h2>Willkommen bei Ranzen</h2><p>Seit über 20 Jahren beliefern wir Familien, Schulen und Kitas mit ' +
            'allem, was man zum Lernen braucht. <a href="/inspiration/">Ideen für den Schulstart</a> finden Sie in ' +
            'unserem Magazin.</p><script>alert("xss")</script><p onclick="steal()">Ihr Ranzen-Team</p>',
        },
      ],
      [{ elementType: 'recommendations', width: 12, teasers: [] }],
    ],
  },
  {
    path: '/',
    family: 'b2b',
    language: 'de',
    pageType: 'CONTENT',
    title: 'Ranzen Bildung – Ausstattung für Schulen und Kitas',
    metaDescription: 'Bildungspreise, Mindestmengen und Klassensätze für Schulen, Kitas und Träger.',
    metaRobots: 'index,follow',
    rows: [
      [
        {
          elementType: 'hero-slider',
          width: 12,
          teasers: [
            heroTab(
              'Hero Klassenzimmer',
              'chair-blau',
              '/cat/6/',
              'Das Klassenzimmer der Zukunft',
              'Für Schulträger',
              DISCOVER.de,
            ),
          ],
        },
      ],
      [
        {
          elementType: 'picture-teaser',
          width: 4,
          teasers: [
            imageTeaser('Teaser Möbel', 'chair-blau', '/cat/6/', 'Klassenzimmer-Möbel', 'Zu den Möbeln'),
          ],
        },
        {
          elementType: 'picture-teaser',
          width: 4,
          teasers: [
            imageTeaser(
              'Teaser Schreiben',
              'pencil-blau',
              '/cat/1/',
              'Klassensätze Stifte',
              'Zu den Stiften',
            ),
          ],
        },
        {
          elementType: 'picture-teaser',
          width: 4,
          teasers: [
            imageTeaser('Teaser Basteln', 'scissors-rot', '/cat/3/', 'Bastelbedarf', 'Zum Bastelbedarf'),
          ],
        },
      ],
      [
        {
          elementType: 'html-box',
          width: 6,
          html: '<h2>Bildungspreise</h2><p>Als Bildungseinrichtung erhalten Sie Sonderkonditionen auf das gesamte Sortiment.</p>',
        },
        {
          elementType: 'html-box',
          width: 6,
          html: '<h2>Bestellung auf Rechnung</h2><p>Bequem per Rechnung oder XRechnung bezahlen.</p>',
        },
      ],
    ],
  },
  {
    path: '/inspiration/',
    family: 'all',
    language: 'de',
    pageType: 'CONTENT',
    title: 'Inspiration für Schule und Kita',
    metaDescription: 'Bastelideen, Checklisten zum Schulstart und Tipps für den Kita-Alltag.',
    metaRobots: 'index,follow',
    rows: [
      [
        {
          elementType: 'html',
          width: 12,
          html:
            '<h1>Inspiration</h1><p>Die <strong>Checkliste zum Schulstart</strong>: Ranzen, Federmäppchen, Hefte und ' +
            'Stifte – damit am ersten Schultag nichts fehlt.</p><iframe src="https://evil.example/"></iframe>',
        },
      ],
      [
        {
          elementType: 'content-tile',
          width: 6,
          teasers: [imageTeaser('Bastelideen', 'scissors-rot', '/cat/3/', 'Bastelideen', 'Loslegen')],
        },
        {
          elementType: 'content-tile',
          width: 6,
          teasers: [imageTeaser('Lesetipps', 'book-gruen', '/cat/8/', 'Lesetipps', 'Zu den Büchern')],
        },
      ],
    ],
  },
  // A teacher's class list as a CMS teaser wish list (shopping §3, §4 add-all-to-cart; teaserWishlists.ts).
  htmlPage(
    SEED_TEASER_PAGE,
    'all',
    'de',
    'Schulstart Klasse 1 – die Materialliste',
    'Die Materialliste für die erste Klasse: alles mit einem Klick in den Warenkorb.',
    '<h1>Schulstart Klasse 1</h1><p>Die Materialliste der Klassenlehrerin: wählen Sie, wo nötig, die ' +
      'Variante und legen Sie alles mit einem Klick in den Warenkorb.</p>',
    {
      extraRows: [
        [
          {
            elementType: 'wishlist-teaser',
            width: 12,
            teasers: [
              {
                name: 'Schulstart Klasse 1',
                template: 'Merkzettel Teaser',
                attributes: [{ name: 'wishlistTeaserId', value: SEED_TEASER_ID }],
              },
            ],
          },
        ],
      ],
    },
  ),
  {
    path: '/',
    family: 'consumer',
    language: 'en',
    pageType: 'CONTENT',
    title: 'Ranzen – everything for school and nursery',
    metaDescription:
      'School bags, exercise books, pencils and craft supplies for school and nursery. Fast delivery.',
    metaRobots: 'index,follow',
    rows: [
      [
        {
          elementType: 'info-bar',
          width: 12,
          teasers: [
            {
              name: 'Info bar shipping',
              template: null,
              attributes: [
                { name: 'bgcolor', value: '#1e63c4' },
                { name: 'textColor', value: '#ffffff' },
                { name: 'teasercontent', text: 'Free shipping on orders from € 50' },
              ],
            },
          ],
        },
      ],
      [
        {
          elementType: 'hero-slider',
          width: 12,
          teasers: [
            heroTab(
              'Hero school start',
              'schoolbag-blau',
              '/cat/4/',
              'Back to school 2025',
              'Just arrived',
              DISCOVER.en,
            ),
            heroTab(
              'Hero crafts',
              'paint-rot',
              '/cat/3/',
              'Crafting fun for the nursery',
              'Get creative',
              DISCOVER.en,
            ),
          ],
        },
      ],
      [
        {
          elementType: 'picture-teaser',
          width: 4,
          teasers: [
            imageTeaser(
              'Teaser exercise books',
              'exercise-book-gelb',
              '/cat/2/',
              'Exercise books',
              'To the exercise books',
            ),
          ],
        },
        {
          elementType: 'picture-teaser',
          width: 4,
          teasers: [imageTeaser('Teaser pencils', 'pencil-rot', '/cat/1/', 'Pencils', 'To the pencils')],
        },
        {
          elementType: 'picture-teaser',
          width: 4,
          teasers: [imageTeaser('Teaser play', 'blocks-natur', '/cat/5/', 'Building blocks', 'To the toys')],
        },
      ],
      [
        {
          elementType: 'html',
          width: 12,
          html:
            '<h2>Welcome to Ranzen</h2><p>For more than 20 years we have been supplying families, schools and ' +
            'nurseries with everything needed for learning. You will find <a href="/inspiration/">ideas for starting ' +
            'school</a> in our magazine.</p><p>Your Ranzen team</p>',
        },
      ],
      [{ elementType: 'recommendations', width: 12, teasers: [] }],
    ],
  },
  {
    path: '/',
    family: 'b2b',
    language: 'en',
    pageType: 'CONTENT',
    title: 'Ranzen Education – equipment for schools and nurseries',
    metaDescription:
      'Education prices, minimum quantities and class sets for schools, nurseries and providers.',
    metaRobots: 'index,follow',
    rows: [
      [
        {
          elementType: 'hero-slider',
          width: 12,
          teasers: [
            heroTab(
              'Hero classroom',
              'chair-blau',
              '/cat/6/',
              'The classroom of the future',
              'For school providers',
              DISCOVER.en,
            ),
          ],
        },
      ],
      [
        {
          elementType: 'picture-teaser',
          width: 4,
          teasers: [
            imageTeaser(
              'Teaser furniture',
              'chair-blau',
              '/cat/6/',
              'Classroom furniture',
              'To the furniture',
            ),
          ],
        },
        {
          elementType: 'picture-teaser',
          width: 4,
          teasers: [
            imageTeaser(
              'Teaser writing',
              'pencil-blau',
              '/cat/1/',
              'Class sets of pencils',
              'To the pencils',
            ),
          ],
        },
        {
          elementType: 'picture-teaser',
          width: 4,
          teasers: [
            imageTeaser(
              'Teaser crafts',
              'scissors-rot',
              '/cat/3/',
              'Craft supplies',
              'To the craft supplies',
            ),
          ],
        },
      ],
      [
        {
          elementType: 'html-box',
          width: 6,
          html: '<h2>Education prices</h2><p>As an educational institution you get special terms on the whole range.</p>',
        },
        {
          elementType: 'html-box',
          width: 6,
          html: '<h2>Order on account</h2><p>Pay conveniently by invoice or XRechnung.</p>',
        },
      ],
    ],
  },
  {
    path: '/inspiration/',
    family: 'all',
    language: 'en',
    pageType: 'CONTENT',
    title: 'Inspiration for school and nursery',
    metaDescription: 'Craft ideas, checklists for starting school and tips for everyday nursery life.',
    metaRobots: 'index,follow',
    rows: [
      [
        {
          elementType: 'html',
          width: 12,
          html:
            '<h1>Inspiration</h1><p>The <strong>checklist for starting school</strong>: school bag, pencil case, ' +
            'exercise books and pencils – so that nothing is missing on the first day of school.</p>',
        },
      ],
      [
        {
          elementType: 'content-tile',
          width: 6,
          teasers: [imageTeaser('Craft ideas', 'scissors-rot', '/cat/3/', 'Craft ideas', 'Get started')],
        },
        {
          elementType: 'content-tile',
          width: 6,
          teasers: [imageTeaser('Reading tips', 'book-gruen', '/cat/8/', 'Reading tips', 'To the books')],
        },
      ],
    ],
  },
  {
    path: '/angebote/',
    family: 'all',
    language: 'all',
    pageType: 'CONTENT',
    redirectUrl: '/cat/10/',
    rows: [],
  },
  {
    path: '/aktion/schulstart/',
    family: 'all',
    language: 'all',
    pageType: 'CONTENT',
    redirectUrl: '/inspiration/',
    redirectTemporary: true,
    rows: [],
  },
  {
    path: '/aktion/weihnachten-2023/',
    family: 'all',
    language: 'all',
    pageType: 'GONE',
    title: 'Aktion beendet',
    rows: [],
  },
  // Spec storefront §2.4: retired catalogue URLs keep their answers (a category merged into another,
  // a product taken out of the range for good).
  {
    path: '/cat/9001/',
    family: 'all',
    language: 'all',
    pageType: 'CONTENT',
    redirectUrl: '/cat/4/',
    rows: [],
  },
  {
    path: '/prod/990001/',
    family: 'all',
    language: 'all',
    pageType: 'GONE',
    title: 'Artikel nicht mehr im Sortiment',
    rows: [],
  },
  // An editor's link whose redirect leads off the shop (storefront §8): on a campaign page no menu links,
  // so the link crawl (issue 21: no link of the shop answers 404) meets no dead end.
  htmlPage(
    '/aktion/partner/',
    'consumer',
    'de',
    'Partneraktion',
    'Unsere Partner für Schule und Kita.',
    '<h1>Partneraktion</h1><p>Noch mehr Auswahl finden Sie bei unserem <a href="/partner-shop/">Partnershop</a>.</p>',
  ),
  // Spec storefront §8: redirects to another site or to an unsafe protocol are refused (404).
  {
    path: '/partner-shop/',
    family: 'all',
    language: 'all',
    pageType: 'CONTENT',
    redirectUrl: 'https://partner.example/',
    rows: [],
  },
  {
    path: '/aktion/gewinn/',
    family: 'all',
    language: 'all',
    pageType: 'CONTENT',
    redirectUrl: 'javascript:alert(1)',
    rows: [],
  },
  ...SERVICE_PAGES,
  ...ENGLISH_SERVICE_PAGES,
  ...LEGAL_SEED_PAGES,
  ...SEED_FOOTER_GRIDS,
];

/** Global parameters by name and entry (storefront §7); feature flags hold 'true' when on. */
export const SEED_PARAMETERS: readonly { name: string; entry: string; value: string }[] = [
  { name: 'featureFlags', entry: 'T155 Navigation', value: 'true' },
  { name: 'featureFlags', entry: 'T134_Twint-Payment', value: 'true' },
  { name: 'featureFlags', entry: 'T217-Blitzangebote', value: 'true' },
  { name: 'featureFlags', entry: 'T216-Sale-Aktion', value: 'false' },
  { name: 'featureFlags', entry: 'T164-DHL-Retest', value: 'false' },
  { name: 'shippingCarrier', entry: 'dhl', value: 'true' },
  { name: 'shippingCarrier', entry: 'dpd', value: 'false' },
  { name: 'amazonPayV2Activation', entry: 'wallet', value: 'amazonpay.activated' },
  { name: 'paymentTypes', entry: 'xRechnung', value: 'true' },
  { name: 'lightning_deal', entry: 'enabled', value: 'true' },
  // The page frame's notice per store language, linking a content page by its id (storefront infoLayer.ts).
  {
    name: 'infolayer',
    entry: 'text.de',
    value: 'Bestellungen bis 14 Uhr verschicken wir noch am selben Werktag.',
  },
  {
    name: 'infolayer',
    entry: 'text.en',
    value: 'Orders placed by 2 pm on a working day leave our warehouse the same day.',
  },
  { name: 'infolayer', entry: 'link', value: 'shipping' },
  { name: 'embeddedTeasers', entry: 'hotline', value: '0800 726 93 61' },
  { name: 'embeddedTeasers', entry: 'email', value: 'schulen@ranzen.de' },
];
