// `@ranzen/ui/storybook`: what this library's Storybook puts around every story, for other teams'
// Storybooks too (issue 17 item 7). A toolbar global picks the theme (consumer or B2B); the decorator
// sets it as the design tokens' `data-theme` on <html>, as the storefront server does, and renders the
// story inside the SDK's providers with a mocked shop API (`ShopTestProvider`).
import { STORES, type StoreConfig, storeById } from '@ranzen/sdk-core';
import { ShopTestProvider } from '@ranzen/sdk-react/testing';
import type { ComponentType, ReactElement } from 'react';

/** The two store-family themes of the design tokens. */
export type RanzenTheme = 'consumer' | 'b2b';

/** The storefront each theme renders in; a story may pick another with `parameters.storeId`. */
export const STORE_BY_THEME: Readonly<Record<RanzenTheme, StoreConfig>> = {
  consumer: STORES.de,
  b2b: STORES['b2b-de'],
};

function isTheme(value: unknown): value is RanzenTheme {
  return value === 'consumer' || value === 'b2b';
}

/** The toolbar global that switches the theme; spread into your preview's `globalTypes`. */
export const ranzenGlobalTypes = {
  theme: {
    description: 'Store family theme',
    toolbar: {
      title: 'Theme',
      icon: 'paintbrush',
      items: [
        { value: 'consumer', title: 'Consumer (de)' },
        { value: 'b2b', title: 'B2B (educational, de)' },
      ],
      dynamicTitle: true,
    },
  },
} as const;

/** What the decorator reads of Storybook's story context. */
export interface RanzenStoryContext {
  readonly globals: Readonly<Record<string, unknown>>;
  readonly parameters: Readonly<Record<string, unknown>>;
}

/**
 * Storybook decorator: the theme from the `theme` global on `<html>` (with the store's language), and
 * the story inside `ShopTestProvider` for the theme's store or `parameters.storeId`. Import the
 * library's CSS (`@ranzen/ui/styles/tokens.css`, `@ranzen/ui/styles/base.css` and the components')
 * once in the preview.
 *
 * @example
 * ```tsx
 * // .storybook/preview.tsx
 * import { ranzenGlobalTypes, withRanzen } from '@ranzen/ui/storybook';
 *
 * export default {
 *   tags: ['autodocs'],
 *   globalTypes: ranzenGlobalTypes,
 *   initialGlobals: { theme: 'consumer' },
 *   decorators: [withRanzen],
 * };
 * ```
 */
export function withRanzen(Story: ComponentType, { globals, parameters }: RanzenStoryContext): ReactElement {
  const theme = isTheme(globals.theme) ? globals.theme : 'consumer';
  const storeId = parameters.storeId;
  const store = (typeof storeId === 'string' ? storeById(storeId) : undefined) ?? STORE_BY_THEME[theme];
  document.documentElement.dataset.theme = store.family;
  document.documentElement.lang = store.language;
  return (
    <ShopTestProvider store={store}>
      <Story />
    </ShopTestProvider>
  );
}
