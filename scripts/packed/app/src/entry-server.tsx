import { createShopClient } from '@ranzen/sdk-core/client';
import { renderToString } from 'react-dom/server';
import { App } from './App';

/** The page's HTML as the server renders it (no API: the cart is empty, nothing is fetched). */
export function render(): string {
  return renderToString(
    <App client={createShopClient({ uri: 'http://127.0.0.1:9/graphql', ssrMode: true })} />,
  );
}
