// The example's server: the shop's BFF (/graphql, /api/…, /images, /media) in front of the built
// pages; every other path gets the page, with the visitor's cart id for the header count.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { STORES } from '@ranzen/sdk-core';
import {
  createAssetHandler,
  createShopBff,
  NO_CLIENT_ASSETS,
  readCookies,
  readVisitorIds,
} from '@ranzen/storefront/server';

const client = new URL('../client/', import.meta.url);
const page = readFileSync(new URL('index.html', client), 'utf8');
const assets = createAssetHandler({ ...NO_CLIENT_ASSETS, dir: fileURLToPath(client) });
const bff = createShopBff({
  apiUrl: process.env.RANZEN_API_URL ?? 'http://127.0.0.1:4000',
  clientId: process.env.RANZEN_API_CLIENT_ID ?? 'storefront',
  clientSecret: process.env.RANZEN_API_CLIENT_SECRET ?? '',
  stores: [STORES.de],
});

createServer((req, res) =>
  bff(req, res, () => {
    if (assets(req, res, new URL(req.url ?? '/', 'http://localhost').pathname)) return;
    const { cartId } = readVisitorIds(readCookies(req.headers));
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(page.replace('%CART_ID%', cartId ?? ''));
  }),
).listen(Number(process.env.PORT ?? 3000), '127.0.0.1');
