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

/** Makes the current storefront (chosen by host on the server) and its messages available. */
export function ShopProvider({ store, messages, children }: ShopProviderProps) {
  const value = useMemo(() => ({ store, messages }), [store, messages]);
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop must be used inside <ShopProvider>');
  return value;
}

export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

/** Returns `t(key, values)` bound to the store's message catalogue. */
export function useTranslate(): Translate {
  const { messages } = useShop();
  return useMemo<Translate>(() => (key, values) => translate(messages, key, values), [messages]);
}
