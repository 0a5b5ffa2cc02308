// The shop's legal data as its documents print it (issue 18 item 3: invoices). Fictional, like the bank
// account beside it (payments/bankAccount.ts); a real shop puts its own here.
export const SHOP_LEGAL = {
  name: 'Ranzen GmbH',
  street: 'Schulstraße 1',
  postCode: '10115',
  city: 'Berlin',
  managingDirector: 'Maria Ranzen',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456 B',
  vatId: 'DE123456789',
} as const;

/** The shop's postal address on one line: the sender line of a letter, where posted order forms go. */
export const SHOP_ADDRESS_LINE = `${SHOP_LEGAL.name} · ${SHOP_LEGAL.street} · ${SHOP_LEGAL.postCode} ${SHOP_LEGAL.city}`;

/** The shop's calendar: an order belongs to the day and year of its date in Germany (one home in sdk-core). */
export { SHOP_TIME_ZONE } from '@ranzen/sdk-core/store';
