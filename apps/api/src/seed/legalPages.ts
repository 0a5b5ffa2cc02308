// The legal and service pages of the CMS seed (issue 21 item 1; spec storefront §2.1 "other service pages",
// §2.3 legal pages, §2.8 footer) in German and English, at the paths of sdk-core's CONTENT_PAGES:
// imprint, privacy, terms, the consumer's right of withdrawal with the model withdrawal form, shipping,
// payment, returns and careers. Shipping costs, delivery times, the return period and the hotlines come
// from the rules the shop charges and answers by, so a page never promises other terms than the cart.
import { CONTENT_PAGES, type ContentPageId } from '@ranzen/sdk-core/routes';
import { centsToAmount, formatAmount } from '@ranzen/sdk-core/rules';
import {
  type MessageLanguage,
  STORE_FAMILIES,
  STORES,
  type StoreFamily,
  type StoreId,
} from '@ranzen/sdk-core/store';
import { DEFAULT_SERVICE_MAILBOX } from '../mail/mailConfig';
import { RETURN_PERIOD_DAYS } from '../orders/returnability';
import { SHOP_LEGAL } from '../shop/shopLegal';
import type { SeedPage } from './cmsTypes';

/** The statutory withdrawal period for distance contracts with consumers (BGB §355 (2)). */
export const WITHDRAWAL_PERIOD_DAYS = 14;

type Text = Readonly<Record<MessageLanguage, string>>;

const LANGUAGES: readonly MessageLanguage[] = ['de', 'en'];
/** The amounts on a page are written as the German store writes them (the shop's home market). */
const AMOUNT_LANGUAGE = { de: 'de-DE', en: 'en-DE' } as const;

const address = `${SHOP_LEGAL.name}<br>${SHOP_LEGAL.street}<br>${SHOP_LEGAL.postCode} ${SHOP_LEGAL.city}`;

function euros(cents: number, language: MessageLanguage): string {
  return formatAmount(centsToAmount(cents), AMOUNT_LANGUAGE[language]);
}

function page(
  id: ContentPageId,
  family: SeedPage['family'],
  language: MessageLanguage,
  title: string,
  metaDescription: string,
  html: string,
): SeedPage {
  return {
    path: CONTENT_PAGES[id].paths[language],
    family,
    language,
    pageType: 'CONTENT',
    title,
    metaDescription,
    metaRobots: 'index,follow',
    rows: [[{ elementType: 'html', width: 12, html }]],
  };
}

function imprint(language: MessageLanguage): SeedPage {
  const hotline = STORE_FAMILIES.consumer.contact.hotline;
  const text: Text = {
    de:
      `<h1>Impressum</h1><h2>Angaben gemäß § 5 DDG</h2><p>${address}</p>` +
      `<p>Vertreten durch die Geschäftsführerin ${SHOP_LEGAL.managingDirector}</p>` +
      `<p>Registereintrag: ${SHOP_LEGAL.register}<br>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${SHOP_LEGAL.vatId}</p>` +
      `<h2>Kontakt</h2><p>Telefon: ${hotline} (kostenlos, Mo–Fr 8–18 Uhr)<br>E-Mail: <a href="mailto:${DEFAULT_SERVICE_MAILBOX}">${DEFAULT_SERVICE_MAILBOX}</a></p>` +
      `<p>Ranzen Education ist ein Angebot der ${SHOP_LEGAL.name}.</p>` +
      '<h2>Streitschlichtung</h2><p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer ' +
      'Verbraucherschlichtungsstelle teilzunehmen.</p>' +
      `<h2>Verantwortlich für den Inhalt</h2><p>${SHOP_LEGAL.managingDirector}, Anschrift wie oben.</p>`,
    en:
      `<h1>Imprint</h1><h2>Information according to § 5 DDG (German Digital Services Act)</h2><p>${address}</p>` +
      `<p>Represented by the managing director ${SHOP_LEGAL.managingDirector}</p>` +
      `<p>Commercial register: ${SHOP_LEGAL.register}<br>VAT identification number according to § 27a UStG: ${SHOP_LEGAL.vatId}</p>` +
      `<h2>Contact</h2><p>Phone: ${hotline} (free of charge, Mon–Fri 8 am – 6 pm)<br>E-mail: <a href="mailto:${DEFAULT_SERVICE_MAILBOX}">${DEFAULT_SERVICE_MAILBOX}</a></p>` +
      `<p>Ranzen Education is a service of ${SHOP_LEGAL.name}.</p>` +
      '<h2>Dispute resolution</h2><p>We are neither willing nor obliged to take part in dispute resolution proceedings ' +
      'before a consumer arbitration board.</p>' +
      `<h2>Responsible for the content</h2><p>${SHOP_LEGAL.managingDirector}, address as above.</p>`,
  };
  const title: Text = { de: 'Impressum', en: 'Imprint' };
  const description: Text = {
    de: `Anbieterkennzeichnung der ${SHOP_LEGAL.name}: Anschrift, Vertretung, Registereintrag und Kontakt.`,
    en: `Legal notice of ${SHOP_LEGAL.name}: address, representation, commercial register and contact.`,
  };
  return page('imprint', 'all', language, title[language], description[language], text[language]);
}

function privacy(language: MessageLanguage): SeedPage {
  const text: Text = {
    de:
      '<h1>Datenschutzerklärung</h1><h2>1. Verantwortlicher</h2>' +
      `<p>${address}<br>E-Mail: <a href="mailto:${DEFAULT_SERVICE_MAILBOX}">${DEFAULT_SERVICE_MAILBOX}</a></p>` +
      '<h2>2. Welche Daten wir verarbeiten</h2><p>Wenn Sie bestellen, verarbeiten wir Ihren Namen, Ihre Liefer- und ' +
      'Rechnungsanschrift, Ihre E-Mail-Adresse und die Zahlungsdaten, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). ' +
      'Rechnungen bewahren wir zehn Jahre auf, weil das Handels- und Steuerrecht es verlangt (Art. 6 Abs. 1 lit. c DSGVO).</p>' +
      '<h2>3. Kundenkonto, Merkzettel und Newsletter</h2><p>Für ein Kundenkonto speichern wir Ihre Anmeldedaten; Ihr ' +
      'Passwort nur als Hash. Den Newsletter senden wir nur nach Ihrer Bestätigung per E-Mail (Double-Opt-in, Art. 6 Abs. 1 ' +
      'lit. a DSGVO); Sie können ihn jederzeit über den Link in jeder Ausgabe abbestellen.</p>' +
      '<h2>4. Cookies und Statistik</h2><p>Technisch notwendige Cookies halten Ihren Warenkorb und Ihre Anmeldung. ' +
      'Statistik- und Marketingdienste laden wir nur mit Ihrer Einwilligung (§ 25 TDDDG, Art. 6 Abs. 1 lit. a DSGVO), die ' +
      'Sie jederzeit widerrufen können.</p>' +
      '<h2>5. Empfänger</h2><p>Versanddienstleister erhalten Ihren Namen und Ihre Lieferanschrift, Zahlungsdienstleister ' +
      'die für die Zahlung nötigen Daten. Eine Übermittlung in Drittländer findet nicht statt.</p>' +
      '<h2>6. Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, ' +
      'Datenübertragbarkeit und Widerspruch (Art. 15–21 DSGVO) sowie das Recht, sich bei einer Aufsichtsbehörde zu ' +
      'beschweren, etwa der Berliner Beauftragten für Datenschutz und Informationsfreiheit.</p>',
    en:
      '<h1>Privacy policy</h1><h2>1. Controller</h2>' +
      `<p>${address}<br>E-mail: <a href="mailto:${DEFAULT_SERVICE_MAILBOX}">${DEFAULT_SERVICE_MAILBOX}</a></p>` +
      '<h2>2. What data we process</h2><p>When you order, we process your name, your delivery and billing address, ' +
      'your e-mail address and your payment details to perform the contract (Art. 6(1)(b) GDPR). We keep invoices for ten ' +
      'years because commercial and tax law require it (Art. 6(1)(c) GDPR).</p>' +
      '<h2>3. Customer account, wish list and newsletter</h2><p>For a customer account we store your login details; ' +
      'your password only as a hash. We send the newsletter only after you have confirmed it by e-mail (double opt-in, ' +
      'Art. 6(1)(a) GDPR); you can unsubscribe at any time with the link in every issue.</p>' +
      '<h2>4. Cookies and statistics</h2><p>Technically necessary cookies keep your cart and your login. We load ' +
      'statistics and marketing services only with your consent (§ 25 TDDDG, Art. 6(1)(a) GDPR), which you can withdraw ' +
      'at any time.</p>' +
      '<h2>5. Recipients</h2><p>Carriers receive your name and delivery address, payment providers the data needed for ' +
      'the payment. No data is transferred to third countries.</p>' +
      '<h2>6. Your rights</h2><p>You have the right of access, rectification, erasure, restriction of processing, data ' +
      'portability and objection (Art. 15–21 GDPR), and the right to lodge a complaint with a supervisory authority, such ' +
      'as the Berlin Commissioner for Data Protection and Freedom of Information.</p>',
  };
  const title: Text = { de: 'Datenschutzerklärung', en: 'Privacy policy' };
  const description: Text = {
    de: 'Wie die Ranzen GmbH Ihre Daten verarbeitet, wofür und wie lange, und welche Rechte Sie haben.',
    en: 'How Ranzen GmbH processes your data, for what and for how long, and which rights you have.',
  };
  return page('privacy', 'all', language, title[language], description[language], text[language]);
}

function careers(language: MessageLanguage): SeedPage {
  const text: Text = {
    de:
      '<h1>Karriere bei Ranzen</h1><p>Wir statten Familien, Schulen und Kitas mit allem aus, was Lernen braucht – und ' +
      `suchen Menschen, die das mit uns tun. Unser Team arbeitet in ${SHOP_LEGAL.city} und remote.</p>` +
      '<h2>Offene Stellen</h2><ul><li>Kundenservice (m/w/d), Teilzeit oder Vollzeit</li>' +
      '<li>Category Manager Schulbedarf (m/w/d)</li><li>Fachkraft für Lagerlogistik (m/w/d)</li>' +
      '<li>Ausbildung Kaufleute im E-Commerce (m/w/d), Start 1. August</li></ul>' +
      '<h2>Was wir bieten</h2><ul><li>30 Tage Urlaub und flexible Arbeitszeiten</li><li>Mitarbeiterrabatt auf das ' +
      'gesamte Sortiment</li><li>Jobticket und Zuschuss zur Kinderbetreuung</li></ul>' +
      '<p>Bewerbungen mit Lebenslauf und frühestem Eintrittstermin an <a href="mailto:jobs@ranzen.example">' +
      'jobs@ranzen.example</a>.</p>',
    en:
      '<h1>Careers at Ranzen</h1><p>We equip families, schools and nurseries with everything learning needs – and are ' +
      `looking for people who want to do that with us. Our team works in ${SHOP_LEGAL.city} and remotely.</p>` +
      '<h2>Open positions</h2><ul><li>Customer service (m/f/d), part-time or full-time</li>' +
      '<li>Category manager school supplies (m/f/d)</li><li>Warehouse logistics specialist (m/f/d)</li>' +
      '<li>Apprenticeship e-commerce management assistant (m/f/d), starting 1 August</li></ul>' +
      '<h2>What we offer</h2><ul><li>30 days of holiday and flexible working hours</li><li>Staff discount on the whole ' +
      'range</li><li>Public transport ticket and a childcare allowance</li></ul>' +
      '<p>Send your application with your CV and earliest start date to <a href="mailto:jobs@ranzen.example">' +
      'jobs@ranzen.example</a>.</p>',
  };
  const title: Text = { de: 'Karriere', en: 'Careers' };
  const description: Text = {
    de: 'Offene Stellen und Ausbildungsplätze bei Ranzen in Berlin und remote.',
    en: 'Open positions and apprenticeships at Ranzen in Berlin and remotely.',
  };
  return page('careers', 'all', language, title[language], description[language], text[language]);
}

const WITHDRAWAL_ADDRESS = `${SHOP_LEGAL.name}, ${SHOP_LEGAL.street}, ${SHOP_LEGAL.postCode} ${SHOP_LEGAL.city}, E-Mail: ${DEFAULT_SERVICE_MAILBOX}`;

function withdrawal(language: MessageLanguage): SeedPage {
  const days = WITHDRAWAL_PERIOD_DAYS;
  const text: Text = {
    de:
      '<h1>Widerrufsbelehrung</h1><h2>Widerrufsrecht</h2>' +
      `<p>Sie haben das Recht, binnen ${days} Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist ` +
      `beträgt ${days} Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die ` +
      'letzte Ware in Besitz genommen haben bzw. hat.</p>' +
      `<p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${WITHDRAWAL_ADDRESS}) mittels einer eindeutigen Erklärung ` +
      '(z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, ' +
      'informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. ' +
      'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor ' +
      'Ablauf der Widerrufsfrist absenden.</p>' +
      '<h2>Folgen des Widerrufs</h2><p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von ' +
      'Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ' +
      'ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt ' +
      `haben), unverzüglich und spätestens binnen ${days} Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren ` +
      'Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das ' +
      'Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes ' +
      'vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung ' +
      'verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die ' +
      'Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.</p>' +
      `<p>Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen ${days} Tagen ab dem Tag, an dem Sie uns über ` +
      'den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie ' +
      `die Waren vor Ablauf der Frist von ${days} Tagen absenden. Wir tragen die Kosten der Rücksendung der Waren. Sie ` +
      'müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der ' +
      'Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.</p>' +
      '<h2>Muster-Widerrufsformular</h2><p>(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular ' +
      'aus und senden Sie es zurück.)</p><ul>' +
      `<li>An ${WITHDRAWAL_ADDRESS}:</li>` +
      '<li>Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden ' +
      'Waren (*)/die Erbringung der folgenden Dienstleistung (*)</li><li>Bestellt am (*)/erhalten am (*)</li>' +
      '<li>Name des/der Verbraucher(s)</li><li>Anschrift des/der Verbraucher(s)</li>' +
      '<li>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)</li><li>Datum</li></ul>' +
      '<p>(*) Unzutreffendes streichen.</p>',
    en:
      '<h1>Right of withdrawal</h1><h2>Right of withdrawal</h2>' +
      `<p>You have the right to withdraw from this contract within ${days} days without giving any reason. The withdrawal ` +
      `period will expire after ${days} days from the day on which you acquire, or a third party other than the carrier ` +
      'and indicated by you acquires, physical possession of the last good.</p>' +
      `<p>To exercise the right of withdrawal, you must inform us (${WITHDRAWAL_ADDRESS.replace('E-Mail', 'e-mail')}) ` +
      'of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an ' +
      'e-mail). You may use the attached model withdrawal form, but it is not obligatory. To meet the withdrawal deadline, ' +
      'it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the ' +
      'withdrawal period has expired.</p>' +
      '<h2>Effects of withdrawal</h2><p>If you withdraw from this contract, we shall reimburse to you all payments ' +
      'received from you, including the costs of delivery (with the exception of the supplementary costs resulting from ' +
      'your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without ' +
      `undue delay and in any event not later than ${days} days from the day on which we are informed about your decision ` +
      'to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used ' +
      'for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees ' +
      'as a result of such reimbursement. We may withhold reimbursement until we have received the goods back or you have ' +
      'supplied evidence of having sent back the goods, whichever is the earliest.</p>' +
      `<p>You shall send back the goods or hand them over to us without undue delay and in any event not later than ${days} ` +
      'days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you ' +
      `send back the goods before the period of ${days} days has expired. We will bear the cost of returning the goods. ` +
      'You are only liable for any diminished value of the goods resulting from the handling other than what is necessary ' +
      'to establish the nature, characteristics and functioning of the goods.</p>' +
      '<h2>Model withdrawal form</h2><p>(Complete and return this form only if you wish to withdraw from the ' +
      'contract.)</p><ul>' +
      `<li>To ${WITHDRAWAL_ADDRESS.replace('E-Mail', 'e-mail')}:</li>` +
      '<li>I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods ' +
      '(*)/for the provision of the following service (*)</li><li>Ordered on (*)/received on (*)</li>' +
      '<li>Name of consumer(s)</li><li>Address of consumer(s)</li>' +
      '<li>Signature of consumer(s) (only if this form is notified on paper)</li><li>Date</li></ul>' +
      '<p>(*) Delete as appropriate.</p>',
  };
  const title: Text = { de: 'Widerrufsbelehrung', en: 'Right of withdrawal' };
  const description: Text = {
    de: `Ihr Widerrufsrecht von ${days} Tagen, die Folgen des Widerrufs und das Muster-Widerrufsformular.`,
    en: `Your ${days}-day right of withdrawal, the effects of withdrawal and the model withdrawal form.`,
  };
  return page('withdrawal', 'consumer', language, title[language], description[language], text[language]);
}

/** Who buys in a family, as the terms name the parties. */
const BUYER: Readonly<Record<StoreFamily, Text>> = {
  consumer: { de: 'Verbraucherinnen und Verbraucher', en: 'consumers' },
  b2b: {
    de: 'Schulen, Kitas, Träger und andere Bildungseinrichtungen (Unternehmer im Sinne des § 14 BGB und juristische Personen des öffentlichen Rechts)',
    en: 'schools, nurseries, providers and other educational institutions (businesses within the meaning of § 14 BGB and legal entities under public law)',
  },
};

function terms(family: StoreFamily, language: MessageLanguage): SeedPage {
  const brand = family === 'b2b' ? 'Ranzen Education' : 'Ranzen';
  const withdrawalPath = CONTENT_PAGES.withdrawal.paths[language];
  const paymentPath = CONTENT_PAGES.payment.paths[language];
  const buyerClause: Record<StoreFamily, Text> = {
    consumer: {
      de: `<h2>§ 5 Widerrufsrecht</h2><p>Verbrauchern steht ein Widerrufsrecht zu, wie in der <a href="${withdrawalPath}">Widerrufsbelehrung</a> beschrieben.</p>`,
      en: `<h2>§ 5 Right of withdrawal</h2><p>Consumers have a right of withdrawal as described in the <a href="${withdrawalPath}">information on the right of withdrawal</a>.</p>`,
    },
    b2b: {
      de: '<h2>§ 5 Kein Widerrufsrecht</h2><p>Ein gesetzliches Widerrufsrecht besteht für Unternehmer und öffentliche Auftraggeber nicht. Unverbrauchte Ware nehmen wir nach Absprache zurück.</p>',
      en: '<h2>§ 5 No right of withdrawal</h2><p>Businesses and public contracting authorities have no statutory right of withdrawal. We take back unused goods by arrangement.</p>',
    },
  };
  const text: Text = {
    de:
      `<h1>Allgemeine Geschäftsbedingungen</h1><h2>§ 1 Geltungsbereich</h2><p>Diese AGB gelten für alle Bestellungen, die ${BUYER[family].de} ` +
      `im Shop ${brand} der ${SHOP_LEGAL.name}, ${SHOP_LEGAL.street}, ${SHOP_LEGAL.postCode} ${SHOP_LEGAL.city}, aufgeben.</p>` +
      '<h2>§ 2 Vertragsschluss</h2><p>Die Darstellung der Artikel im Shop ist kein bindendes Angebot. Mit dem Klick auf ' +
      '„Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir die ' +
      'Bestellung per E-Mail annehmen oder die Ware versenden.</p>' +
      '<h2>§ 3 Preise und Versandkosten</h2><p>Alle Preise sind Endpreise in Euro einschließlich der gesetzlichen ' +
      'Umsatzsteuer. Hinzu kommen die beim Artikel und im Warenkorb genannten Versandkosten.</p>' +
      `<h2>§ 4 Zahlung</h2><p>Es gelten die auf der Seite <a href="${paymentPath}">Zahlung</a> genannten Zahlarten. ` +
      'Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>' +
      buyerClause[family].de +
      '<h2>§ 6 Gewährleistung</h2><p>Es gelten die gesetzlichen Mängelrechte.</p>' +
      '<h2>§ 7 Schlussbestimmungen</h2><p>Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des ' +
      'UN-Kaufrechts; zwingende Verbraucherschutzvorschriften Ihres Aufenthaltsstaats bleiben unberührt.</p>',
    en:
      `<h1>Terms and conditions</h1><h2>§ 1 Scope</h2><p>These terms apply to every order that ${BUYER[family].en} ` +
      `place in the ${brand} shop of ${SHOP_LEGAL.name}, ${SHOP_LEGAL.street}, ${SHOP_LEGAL.postCode} ${SHOP_LEGAL.city}.</p>` +
      '<h2>§ 2 Conclusion of the contract</h2><p>The presentation of the articles in the shop is not a binding offer. ' +
      'By clicking "Place order with obligation to pay" you make a binding offer. The contract is concluded when we ' +
      'accept the order by e-mail or ship the goods.</p>' +
      '<h2>§ 3 Prices and shipping costs</h2><p>All prices are final prices in euros including statutory VAT, plus the ' +
      'shipping costs named with the article and in the cart.</p>' +
      `<h2>§ 4 Payment</h2><p>The payment methods named on the <a href="${paymentPath}">payment</a> page apply. ` +
      'The goods remain our property until paid in full.</p>' +
      buyerClause[family].en +
      '<h2>§ 6 Warranty</h2><p>The statutory warranty rights apply.</p>' +
      '<h2>§ 7 Final provisions</h2><p>The law of the Federal Republic of Germany applies, excluding the UN Convention ' +
      'on Contracts for the International Sale of Goods; mandatory consumer protection rules of your country of ' +
      'residence remain unaffected.</p>',
  };
  const title: Text = { de: 'Allgemeine Geschäftsbedingungen', en: 'Terms and conditions' };
  const description: Text = {
    de: `Die AGB von ${brand}: Vertragsschluss, Preise, Zahlung, Gewährleistung.`,
    en: `The terms and conditions of ${brand}: contract, prices, payment, warranty.`,
  };
  return page('terms', family, language, title[language], description[language], text[language]);
}

/** The stores whose shipping terms a family's shipping page lists, each under its country's name. */
const SHIPPING_STORES: Readonly<Record<StoreFamily, readonly { store: StoreId; country: Text }[]>> = {
  consumer: [
    { store: 'de', country: { de: 'Deutschland', en: 'Germany' } },
    { store: 'at', country: { de: 'Österreich', en: 'Austria' } },
    { store: 'ch', country: { de: 'Schweiz', en: 'Switzerland' } },
  ],
  b2b: [{ store: 'b2b-de', country: { de: 'Deutschland', en: 'Germany' } }],
};

function shipping(family: StoreFamily, language: MessageLanguage): SeedPage {
  const { rule } = STORE_FAMILIES[family].shipping;
  const rows = SHIPPING_STORES[family]
    .map(({ store, country }) => {
      const { min, max } = STORES[store].shipping.deliveryDays;
      const days = language === 'de' ? `${min}–${max} Werktage` : `${min}–${max} working days`;
      return `<li>${country[language]}: ${days}</li>`;
    })
    .join('');
  const cost = euros(rule.costCents, language);
  const free = euros(rule.freeFromCents, language);
  const text: Text = {
    de:
      `<h1>Versand &amp; Lieferung</h1><p>Wir liefern für ${cost} pro Bestellung; ab einem Bestellwert von ${free} ` +
      'ist der Versand kostenlos.</p><h2>Lieferzeiten für Artikel, die sofort lieferbar sind</h2>' +
      `<ul>${rows}</ul>` +
      '<p>Was bis 14 Uhr bestellt ist, verlässt unser Lager am selben Werktag. Sperrige Artikel wie Möbel liefert eine ' +
      'Spedition nach telefonischer Terminabsprache. Den Stand Ihrer Sendung sehen Sie in Ihrem Kundenkonto unter ' +
      '„Meine Bestellungen“.</p>',
    en:
      `<h1>Shipping &amp; delivery</h1><p>We deliver for ${cost} per order; from an order value of ${free} shipping ` +
      'is free.</p><h2>Delivery times for articles in stock</h2>' +
      `<ul>${rows}</ul>` +
      '<p>Orders placed by 2 pm leave our warehouse on the same working day. Bulky articles such as furniture are ' +
      'delivered by a freight carrier after an appointment by phone. You can follow your parcel under "My orders" in ' +
      'your customer account.</p>',
  };
  const title: Text = { de: 'Versand & Lieferung', en: 'Shipping & delivery' };
  const description: Text = {
    de: `Versandkosten ${cost}, versandkostenfrei ab ${free}, Lieferzeiten und Speditionslieferung.`,
    en: `Shipping costs ${cost}, free shipping from ${free}, delivery times and freight delivery.`,
  };
  return page('shipping', family, language, title[language], description[language], text[language]);
}

function payment(family: StoreFamily, language: MessageLanguage): SeedPage {
  const methods: Record<StoreFamily, Text> = {
    consumer: {
      de:
        '<ul><li>Rechnung – zahlbar innerhalb von 14 Tagen nach Erhalt der Ware</li><li>Kreditkarte (Visa, Mastercard)</li>' +
        '<li>PayPal</li><li>Amazon Pay</li><li>Vorkasse per Überweisung – wir versenden nach Zahlungseingang</li>' +
        '<li>Nachnahme (nur Deutschland)</li><li>TWINT (nur Schweiz)</li></ul>',
      en:
        '<ul><li>Invoice – payable within 14 days of receiving the goods</li><li>Credit card (Visa, Mastercard)</li>' +
        '<li>PayPal</li><li>Amazon Pay</li><li>Prepayment by bank transfer – we ship once the payment has arrived</li>' +
        '<li>Cash on delivery (Germany only)</li><li>TWINT (Switzerland only)</li></ul>',
    },
    b2b: {
      de:
        '<p>Bildungseinrichtungen kaufen bei uns auf Rechnung – zahlbar innerhalb von 30 Tagen ohne Abzug. Auf Wunsch ' +
        'erhalten Sie die Rechnung als XRechnung für öffentliche Auftraggeber. Bitte geben Sie bei der Bestellung Ihre ' +
        'Bestell- oder Kostenstellennummer an, wir drucken sie auf die Rechnung.</p>',
      en:
        '<p>Educational institutions buy from us on account – payable within 30 days without deduction. On request you ' +
        'receive the invoice as an XRechnung for public contracting authorities. Please give your purchase order or cost ' +
        'centre number when ordering, we print it on the invoice.</p>',
    },
  };
  const text: Text = {
    de: `<h1>Zahlung</h1><p>Sie zahlen sicher und bequem:</p>${methods[family].de}`,
    en: `<h1>Payment</h1><p>You pay safely and conveniently:</p>${methods[family].en}`,
  };
  const title: Text = { de: 'Zahlungsarten', en: 'Payment methods' };
  const description: Text = {
    de: 'Die Zahlungsarten im Überblick: Rechnung, Karte, PayPal, Vorkasse und mehr.',
    en: 'The payment methods at a glance: invoice, card, PayPal, prepayment and more.',
  };
  return page('payment', family, language, title[language], description[language], text[language]);
}

function returns(family: StoreFamily, language: MessageLanguage): SeedPage {
  const days = RETURN_PERIOD_DAYS;
  const withdrawalLink: Record<StoreFamily, Text> = {
    consumer: {
      de: ` Ihr gesetzliches <a href="${CONTENT_PAGES.withdrawal.paths.de}">Widerrufsrecht</a> bleibt davon unberührt.`,
      en: ` Your statutory <a href="${CONTENT_PAGES.withdrawal.paths.en}">right of withdrawal</a> remains unaffected.`,
    },
    b2b: { de: '', en: '' },
  };
  const text: Text = {
    de:
      `<h1>Rückgabe &amp; Retoure</h1><p>Sie können Artikel innerhalb von ${days} Tagen nach der Lieferung zurückgeben.` +
      `${withdrawalLink[family].de}</p><h2>So geht’s</h2><ol><li>Melden Sie die Rücksendung unter „Meine Bestellungen“ ` +
      'oder mit Bestellnummer und Postleitzahl unter „Retoure anmelden“ an.</li><li>Wählen Sie die Artikel und den ' +
      'Grund.</li><li>Drucken Sie das Rücksendeetikett aus und geben Sie das Paket beim Versanddienstleister ab.</li></ol>' +
      '<p>Die Erstattung erfolgt auf dem Zahlungsweg Ihrer Bestellung, sobald die Rücksendung bei uns eingegangen ist.</p>',
    en:
      `<h1>Returns</h1><p>You can return articles within ${days} days of delivery.${withdrawalLink[family].en}</p>` +
      '<h2>How it works</h2><ol><li>Register the return under "My orders", or with your order number and postcode ' +
      'under "Register a return".</li><li>Choose the articles and the reason.</li><li>Print the return label and hand ' +
      'the parcel in at the carrier.</li></ol>' +
      '<p>We refund by the payment method of your order as soon as the return has arrived.</p>',
  };
  const title: Text = { de: 'Rückgabe & Retoure', en: 'Returns' };
  const description: Text = {
    de: `${days} Tage Rückgaberecht: Rücksendung anmelden, Etikett drucken, Erstattung erhalten.`,
    en: `${days}-day returns: register the return, print the label, get your refund.`,
  };
  return page('returns', family, language, title[language], description[language], text[language]);
}

const FAMILIES: readonly StoreFamily[] = ['consumer', 'b2b'];

/** Every legal and service page of issue 21 item 1, in both languages. */
export const LEGAL_SEED_PAGES: readonly SeedPage[] = LANGUAGES.flatMap((language) => [
  imprint(language),
  privacy(language),
  careers(language),
  withdrawal(language),
  ...FAMILIES.flatMap((family) => [
    terms(family, language),
    shipping(family, language),
    payment(family, language),
    returns(family, language),
  ]),
]);
