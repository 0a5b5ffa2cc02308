import { type MessageCatalogue, type MessageKey, type StoreConfig, translate } from '@ranzen/sdk-core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

export interface ShopContextValue {
  readonly store: StoreConfig;
  readonly messages: MessageCatalogue;
}

const ShopContext = createContext<ShopContextValue | null>(null);

export interface ShopProviderProps {
  readonly store: StoreConfig;
  /**
   * The store's catalogue, `MESSAGES[store.messages]`. Passed in rather than looked up here so the
   * browser receives only this one catalogue (with the server's state), not every language's.
   */
  readonly messages: MessageCatalogue;
  readonly children: ReactNode;
}

/**
 * Makes the current storefront (chosen by host on the server) and its messages available.
 *
 * @example
 * ```tsx
 * <ShopProvider store={STORES.de} messages={MESSAGES[STORES.de.messages]}>
 *   <Page />
 * </ShopProvider>
 * ```
 */
export function ShopProvider({ store, messages, children }: ShopProviderProps) {
  const value = useMemo(() => ({ store, messages }), [store, messages]);
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

/**
 * The current store and its messages; throws outside `<ShopProvider>` (or `RanzenProvider`).
 *
 * @example
 * ```tsx
 * const { store } = useShop();
 * const isB2b = store.family === 'b2b';
 * ```
 */
export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop must be used inside <ShopProvider>');
  return value;
}

export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

/**
 * Returns `t(key, values)` bound to the store's message catalogue.
 *
 * @example
 * ```tsx
 * const t = useTranslate();
 * return <p>{t('vue.header.hotline', { phone: '0800 123' })}</p>;
 * ```
 */
export function useTranslate(): Translate {
  const { messages } = useShop();
  return useMemo<Translate>(() => (key, values) => translate(messages, key, values), [messages]);
}
