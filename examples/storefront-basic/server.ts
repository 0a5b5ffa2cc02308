// The example's server: the shop's BFF (/graphql, /api/…, /images, /media) in front of the built
// pages; every other path gets the page, with the visitor's cart id for the header count.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname } from 'node:path';
import { STORES } from '@ranzen/sdk-core';
import { createShopBff, readCookies, readVisitorIds } from '@ranzen/storefront/server';

const client = new URL('../client/', import.meta.url);
const page = readFileSync(new URL('index.html', client), 'utf8');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };
const bff = createShopBff({
  apiUrl: process.env.RANZEN_API_URL ?? 'http://127.0.0.1:4000',
  clientId: process.env.RANZEN_API_CLIENT_ID ?? 'storefront',
  clientSecret: process.env.RANZEN_API_CLIENT_SECRET ?? '',
  stores: [STORES.de],
});

createServer((req, res) =>
  bff(req, res, () => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname.startsWith('/assets/')) {
      try {
        const type = TYPES[extname(pathname)] ?? 'application/octet-stream';
        res.writeHead(200, { 'content-type': type }).end(readFileSync(new URL(`.${pathname}`, client)));
      } catch {
        res.writeHead(404).end();
      }
      return;
    }
    const { cartId } = readVisitorIds(readCookies(req.headers));
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(page.replace('%CART_ID%', cartId ?? ''));
  }),
).listen(Number(process.env.PORT ?? 3000), '127.0.0.1');
