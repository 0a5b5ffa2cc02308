// The lines an address is shown in (address book cards, the checkout summary, the thank-you page): a
// parcel station shows its station and post number (spec shopping §5 "Parcel-station addresses send
// postnumber as street and packstation as addition").
import type { Translate } from '@ranzen/sdk-react';

/** What the lines read: the API's Address and the order's own copy (OrderAddress) both fit. */
export interface PostalAddress {
  readonly schoolOrCompany: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly addressAddition: string;
  readonly postCode: string;
  readonly city: string;
  readonly packstationAddress: boolean;
}

/**
 * An address as the lines of a letter: school or company, name, street, addition, postcode and city
 * (empty lines left out); a parcel station as name, station line and place.
 *
 * @example
 * ```tsx
 * const t = useTranslate();
 * postalAddressLines(t, address).map((line) => <span key={line}>{line}</span>);
 * // ['Grundschule am See', 'Anna Berg', 'Seeweg 1', '14467 Potsdam']
 * ```
 */
export function postalAddressLines(t: Translate, address: PostalAddress): string[] {
  const name = `${address.firstName} ${address.lastName}`;
  const place = `${address.postCode} ${address.city}`;
  if (address.packstationAddress) {
    const station = t('vue.addressBook.packstationLine', {
      station: address.addressAddition,
      postnumber: address.street,
    });
    return [name, station, place];
  }
  return [address.schoolOrCompany, name, address.street, address.addressAddition, place].filter(Boolean);
}
