// Money as the API returns it (storefront §3.3, §5 "a price with raw value 0 is shown as free"):
// amounts are stored as integer cents and formatted with the shared sdk-core rule for the store's language.
import { MESSAGES } from '@ranzen/sdk-core/i18n';
import { CURRENCY, centsToAmount, formatPrice } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import type { Money } from '../generated/resolvers';

export function money(cents: number, store: StoreConfig): Money {
  const amount = centsToAmount(cents);
  return {
    amount,
    currencyCode: CURRENCY,
    stringValue: formatPrice(amount, store.language, MESSAGES[store.messages]['vue.price.free']),
  };
}

export function optionalMoney(cents: number | null | undefined, store: StoreConfig): Money | null {
  return cents === null || cents === undefined ? null : money(cents, store);
}
