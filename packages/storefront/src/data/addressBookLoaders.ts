// The address book's routes (spec shopping §2 "/myaccount/addresses redirects to billing",
// "/myaccount/addresses/billing, /shipping, /packing-station: address book per kind"). Both need a
// login (the account guard in sdk-core's routes/guards.ts runs before them). The kind's list is read
// into the Apollo cache here, so the first HTML shows it; the page reads it from there.
import {
  type AddressKind,
  BillingAddressesDocument,
  ROBOTS_NOINDEX,
  routePath,
  ShippingAddressesDocument,
  translate,
} from '@ranzen/sdk-core';
import { loadOrFail, redirectTo } from './loaderErrors';
import type { WithMeta } from './pageMeta';
import { pageTitle } from './pageTitle';
import type { RouteDeps } from './routeDeps';

export interface AddressBookLoaderData extends WithMeta {
  readonly kind: AddressKind;
}

/** Billing addresses have a list of their own; shipping addresses and parcel stations share one. */
export const addressListDocument = (kind: AddressKind) =>
  kind === 'billing' ? BillingAddressesDocument : ShippingAddressesDocument;

export function loadAddresses(): never {
  return redirectTo(routePath('addressBook', { kind: 'billing' }), 302);
}

export async function loadAddressBook(deps: RouteDeps, kind: AddressKind): Promise<AddressBookLoaderData> {
  // A session the API no longer accepts answers with an error the security logout handles; the page
  // shows what the list query gave (errorPolicy all), only an unreachable API fails the page.
  await loadOrFail(() => deps.client.query({ query: addressListDocument(kind), errorPolicy: 'all' }));
  return {
    kind,
    meta: {
      title: pageTitle(deps.store, translate(deps.messages, 'vue.addressBook.heading')),
      // A personal page: never in a search index.
      robots: ROBOTS_NOINDEX,
    },
  };
}
