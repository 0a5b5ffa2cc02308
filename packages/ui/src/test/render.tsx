import { MESSAGES, STORES, type StoreConfig } from '@ranzen/sdk-core';
import { type ShopPaths, ShopProvider } from '@ranzen/sdk-react';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';

export interface RenderWithShopOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The storefront to render in; the German consumer store by default. */
  readonly store?: StoreConfig;
  /** The host's own page paths (ShopProvider `paths`); the route table's by default. */
  readonly paths?: ShopPaths;
}

export interface RenderWithShopResult extends RenderResult {
  readonly user: UserEvent;
}

/** Renders a component inside `<ShopProvider>`, as the storefront does, with a user-event session. */
export function renderWithShop(
  ui: ReactElement,
  { store = STORES.de, paths, ...options }: RenderWithShopOptions = {},
): RenderWithShopResult {
  const user = userEvent.setup();
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <ShopProvider store={store} messages={MESSAGES[store.messages]} {...(paths ? { paths } : {})}>
        {children}
      </ShopProvider>
    ),
  });
  return { ...result, user };
}
