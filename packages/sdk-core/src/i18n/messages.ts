// Message catalogues keyed by the spec's keys where it names them (DESIGN §3 "i18n").
// Keys the spec does not name use the same `vue.` namespace so one catalogue serves every page.

const de = {
  'vue.price.free': 'Gratis',
  'vue.form.error.requiredField': 'Bitte füllen Sie dieses Feld aus.',
  'vue.form.error.email.incorrect': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'vue.form.error.email.notUnique': 'Diese E-Mail-Adresse ist bereits registriert.',
  'vue.form.error.password.invalidLength': 'Das Passwort muss zwischen 3 und 35 Zeichen lang sein.',
  'statuscode.headline': 'Seite nicht gefunden',
  'statuscode.text': 'Die von Ihnen gesuchte Seite gibt es leider nicht (mehr).',
  'statuscode.button': 'Zur Startseite',
  'statuscode.title.notFound': 'Seite nicht gefunden',
  'statuscode.title.error': 'Fehler',
  'vue.header.cart': 'Warenkorb',
  'vue.header.cartCount': '{count} Artikel im Warenkorb',
  'vue.header.account': 'Mein Konto',
  'vue.header.wishlist': 'Merkzettel',
  'vue.header.home': 'Zur Startseite',
  'vue.buybox.addToCart': 'In den Warenkorb',
  'vue.buybox.adding': 'Wird hinzugefügt …',
  'vue.buybox.added': 'Der Artikel wurde in den Warenkorb gelegt.',
  'vue.buybox.text.quantity.error': 'Bitte geben Sie eine gültige Menge ein.',
  'vue.pdp.minQuantity': 'Mindestbestellmenge: {amount} Stück',
  'vue.pdp.educationalPrice': 'Bildungspreis',
  'vue.pdp.orderNumber': 'Art.-Nr. {orderNumber}',
  'vue.price.instead': 'statt {price}',
  'vue.price.from': 'ab {price}',
  'vue.price.basePrice': '{price} / {unit}',
  'vue.price.inclVat': 'inkl. MwSt., zzgl. Versand',
  'vue.category.productCount': '{count} Artikel',
  'vue.category.empty': 'In dieser Kategorie gibt es noch keine Artikel.',
  'vue.breadcrumb': 'Brotkrümelnavigation',
  'vue.navigation.main': 'Hauptnavigation',
  'vue.cart.error': 'Der Artikel konnte nicht in den Warenkorb gelegt werden.',
  'vue.message.networkError': 'Network error',
} as const;

export type MessageKey = keyof typeof de;
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;

const en: MessageCatalogue = {
  'vue.price.free': 'Free',
  'vue.form.error.requiredField': 'Please fill in this field.',
  'vue.form.error.email.incorrect': 'Please enter a valid e-mail address.',
  'vue.form.error.email.notUnique': 'This e-mail address is already registered.',
  'vue.form.error.password.invalidLength': 'The password must be between 3 and 35 characters long.',
  'statuscode.headline': 'Page not found',
  'statuscode.text': 'Sorry, the page you are looking for does not exist (any more).',
  'statuscode.button': 'Back to the home page',
  'statuscode.title.notFound': 'Page not found',
  'statuscode.title.error': 'Error',
  'vue.header.cart': 'Cart',
  'vue.header.cartCount': '{count} items in the cart',
  'vue.header.account': 'My account',
  'vue.header.wishlist': 'Wish list',
  'vue.header.home': 'To the home page',
  'vue.buybox.addToCart': 'Add to cart',
  'vue.buybox.adding': 'Adding …',
  'vue.buybox.added': 'The item was added to your cart.',
  'vue.buybox.text.quantity.error': 'Please enter a valid quantity.',
  'vue.pdp.minQuantity': 'Minimum order quantity: {amount} pieces',
  'vue.pdp.educationalPrice': 'Educational price',
  'vue.pdp.orderNumber': 'Item no. {orderNumber}',
  'vue.price.instead': 'instead of {price}',
  'vue.price.from': 'from {price}',
  'vue.price.basePrice': '{price} / {unit}',
  'vue.price.inclVat': 'incl. VAT, plus shipping',
  'vue.category.productCount': '{count} items',
  'vue.category.empty': 'There are no items in this category yet.',
  'vue.breadcrumb': 'Breadcrumb',
  'vue.navigation.main': 'Main navigation',
  'vue.cart.error': 'The item could not be added to the cart.',
  'vue.message.networkError': 'Network error',
};

export const MESSAGES: Readonly<Record<'de' | 'en', MessageCatalogue>> = { de, en };

/** Looks up a message and fills `{name}` placeholders. */
export function translate(
  catalogue: MessageCatalogue,
  key: MessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return catalogue[key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
