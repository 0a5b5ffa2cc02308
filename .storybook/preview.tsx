import { MESSAGES, STORES, type StoreConfig, storeById } from '@ranzen/sdk-core';
import { ShopProvider } from '@ranzen/sdk-react';
import type { Decorator, Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles/tokens.css';
import '../packages/ui/src/styles/base.css';

type Theme = 'consumer' | 'b2b';

/** The storefront each theme renders in; a story may pick another with `parameters.storeId`. */
const STORE_BY_THEME: Readonly<Record<Theme, StoreConfig>> = {
  consumer: STORES.de,
  b2b: STORES['b2b-de'],
};

function isTheme(value: unknown): value is Theme {
  return value === 'consumer' || value === 'b2b';
}

const withShop: Decorator = (Story, context) => {
  const theme: Theme = isTheme(context.globals.theme) ? context.globals.theme : 'consumer';
  const storeId: unknown = context.parameters.storeId;
  const store = (typeof storeId === 'string' ? storeById(storeId) : undefined) ?? STORE_BY_THEME[theme];
  // As the storefront server does on <html>: the theme by store family, the language by store.
  document.documentElement.dataset.theme = store.family;
  document.documentElement.lang = store.language;
  return (
    <ShopProvider store={store} messages={MESSAGES[store.messages]}>
      <Story />
    </ShopProvider>
  );
};

const preview: Preview = {
  globalTypes: {
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
  },
  initialGlobals: { theme: 'consumer' },
  decorators: [withShop],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
