import { MESSAGES, STORES, type StoreConfig } from '@ranzen/sdk-core';
import { ShopProvider } from '@ranzen/sdk-react';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';

export interface RenderWithShopOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The storefront to render in; the German consumer store by default. */
  readonly store?: StoreConfig;
}

export interface RenderWithShopResult extends RenderResult {
  readonly user: UserEvent;
}

/** Renders a component inside `<ShopProvider>`, as the storefront does, with a user-event session. */
export function renderWithShop(
  ui: ReactElement,
  { store = STORES.de, ...options }: RenderWithShopOptions = {},
): RenderWithShopResult {
  const user = userEvent.setup();
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <ShopProvider store={store} messages={MESSAGES[store.messages]}>
        {children}
      </ShopProvider>
    ),
  });
  return { ...result, user };
}
