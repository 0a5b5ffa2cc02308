import {
  type MessageCatalogue,
  type MessageKey,
  type PathName,
  type PathParamsOf,
  routePath,
  type StoreConfig,
  translate,
} from '@ranzen/sdk-core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** The shop's pages whose path takes no parameters (the basket, the account, the wish list, …). */
export type StaticPathName = {
  [Name in PathName]: object extends PathParamsOf<Name> ? Name : never;
}[PathName];

/** Paths a host serves the shop's pages under instead of the route table's (`{ basket: '/cart' }`). */
export type ShopPaths = Partial<Readonly<Record<StaticPathName, string>>>;

const NO_PATHS: ShopPaths = {};

export interface ShopContextValue {
  readonly store: StoreConfig;
  readonly messages: MessageCatalogue;
  /** The host's own paths; every other page is at its route table path. */
  readonly paths: ShopPaths;
}

const ShopContext = createContext<ShopContextValue | null>(null);

export interface ShopProviderProps {
  readonly store: StoreConfig;
  /**
   * The store's catalogue, `MESSAGES[store.messages]`. Passed in rather than looked up here so the
   * browser receives only this one catalogue (with the server's state), not every language's.
   */
  readonly messages: MessageCatalogue;
  /** Where the host serves the shop's pages the components link to, when not at the route table's paths. */
  readonly paths?: ShopPaths;
  readonly children: ReactNode;
}

/**
 * Makes the current storefront (chosen by host on the server), its messages and its page paths available.
 *
 * @example
 * ```tsx
 * <ShopProvider store={STORES.de} messages={MESSAGES[STORES.de.messages]} paths={{ basket: '/cart/' }}>
 *   <Page />
 * </ShopProvider>
 * ```
 */
export function ShopProvider({ store, messages, paths = NO_PATHS, children }: ShopProviderProps) {
  const value = useMemo(() => ({ store, messages, paths }), [store, messages, paths]);
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
 * function Hotline() {
 *   const t = useTranslate();
 *   return <p>{t('vue.header.hotline', { phone: '0800 123' })}</p>;
 * }
 * ```
 */
export function useTranslate(): Translate {
  const { messages } = useShop();
  return useMemo<Translate>(() => (key, values) => translate(messages, key, values), [messages]);
}

/**
 * Returns `path(name)`: the host's path of a shop page (ShopProvider `paths`), else the route table's.
 *
 * @example
 * ```tsx
 * function BasketLink() {
 *   const path = useShopPath();
 *   return <a href={path('basket')}>Warenkorb</a>;
 * }
 * ```
 */
export function useShopPath(): (name: StaticPathName) => string {
  const { paths } = useShop();
  return useMemo(() => (name: StaticPathName) => paths[name] ?? routePath<PathName>(name), [paths]);
}
