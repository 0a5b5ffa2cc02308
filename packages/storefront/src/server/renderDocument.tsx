// Server-side rendering of a page (DESIGN §2; spec storefront §2.4, §8): React Router's static
// handler runs the loaders first, which fill a per-request Apollo cache, so redirects and the status
// code are settled before the first byte; then React 19 streams the page, and the Apollo cache and
// router state follow as inline JSON for hydration.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import { createShopClient, MESSAGES, robotsFor, type StoreConfig, translate } from '@ranzen/sdk-core';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routeErrorStatus } from '../pages/RouteErrorPage';
import { StorefrontProviders } from '../pages/StorefrontProviders';
import { createRoutes } from '../routes/createRoutes';
import { deepestMeta, type PageMeta } from '../routes/pageMeta';
import { pageTitle } from '../routes/pageTitle';
import { buildApiHeaders, readCookies } from './apiHeaders';
import type { ApiTokenSource } from './apiToken';
import type { ClientAssets } from './clientAssets';
import { createCompressor, negotiateEncoding } from './compression';
import { escapeHtml, serializeForScript } from './htmlEscape';
import { sendText } from './http';
import {
  ROOT_ELEMENT_ID,
  STATE_ELEMENT_ID,
  type StorefrontState,
  serializeRouterState,
} from './hydrationState';
import { readVisitorIds } from './idCookies';

/** A render that takes longer than this is aborted (the client finishes what the server could not). */
export const RENDER_ABORT_MS = 10_000;

export interface RenderDeps {
  readonly apiUrl: string;
  readonly tokens: ApiTokenSource;
  readonly assets: ClientAssets;
  readonly fetch?: typeof fetch;
}

function errorMeta(store: StoreConfig, status: number): PageMeta {
  const messages = MESSAGES[store.messages];
  const notFound = status === 404 || status === 410;
  // Spec storefront §2.9: not-found title for 404/410, Error otherwise; the page is noindex,follow.
  const title = translate(messages, notFound ? 'statuscode.title.notFound' : 'statuscode.title.error');
  return { title: pageTitle(store, title), robots: robotsFor(notFound ? 'notFound' : 'error') };
}

export function documentHead(store: StoreConfig, meta: PageMeta, assets: ClientAssets): string {
  const parts = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(store.language)}" data-theme="${escapeHtml(store.family)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(meta.title)}</title>`,
  ];
  if (meta.description) parts.push(`<meta name="description" content="${escapeHtml(meta.description)}">`);
  parts.push(`<meta name="robots" content="${escapeHtml(meta.robots)}">`);
  for (const href of assets.styles) parts.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
  for (const href of assets.preloadScripts)
    parts.push(`<link rel="modulepreload" href="${escapeHtml(href)}">`);
  // Module scripts are deferred: it runs after the HTML (and the state script) are parsed.
  if (assets.entryScript)
    parts.push(`<script type="module" src="${escapeHtml(assets.entryScript)}"></script>`);
  parts.push('</head>', '<body>', `<div id="${ROOT_ELEMENT_ID}">`);
  return parts.join('');
}

function documentTail(state: StorefrontState): string {
  return `</div><script id="${STATE_ELEMENT_ID}" type="application/json">${serializeForScript(state)}</script></body></html>`;
}

export async function renderDocument(
  req: IncomingMessage,
  res: ServerResponse,
  store: StoreConfig,
  deps: RenderDeps,
): Promise<void> {
  const { cartId } = readVisitorIds(readCookies(req.headers));
  const client = createShopClient({
    uri: `${deps.apiUrl}/graphql`,
    ssrMode: true,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    headers: async () =>
      buildApiHeaders({
        token: await deps.tokens.getToken(),
        store,
        requestHeaders: req.headers,
        clientAddress: req.socket.remoteAddress,
      }),
  });

  let request: Request;
  try {
    request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
      method: 'GET',
      headers: { accept: 'text/html' },
    });
  } catch {
    sendText(res, 400, 'Bad request');
    return;
  }

  const handler = createStaticHandler(createRoutes({ client, store, cartId }));
  const context = await handler.query(request);
  if (context instanceof Response) {
    // Redirects decided by a loader (spec §2.4: 301, or 302 when temporary).
    const location = context.headers.get('location');
    res.writeHead(context.status, {
      ...(location ? { location } : {}),
      'cache-control': 'no-cache',
      'content-length': '0',
    });
    res.end();
    return;
  }

  const status = context.statusCode;
  const routeIds = context.matches.map((match) => match.route.id);
  const firstError = context.errors ? Object.values(context.errors)[0] : undefined;
  const meta =
    (context.errors ? null : deepestMeta(context.loaderData, routeIds)) ??
    errorMeta(store, firstError === undefined ? status : routeErrorStatus(firstError));
  const router = createStaticRouter(handler.dataRoutes, context);
  const encoding = negotiateEncoding(req.headers);

  const tree = (
    <StorefrontProviders client={client} store={store} cartId={cartId}>
      {/* hydrate={false}: the router state goes into our own state script, outside the React root. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StorefrontProviders>
  );

  await new Promise<void>((resolve) => {
    let settled = false;
    const finish = () => {
      if (!settled) {
        settled = true;
        resolve();
      }
    };
    const stream = renderToPipeableStream(tree, {
      onShellReady() {
        const headers: Record<string, string> = {
          'content-type': 'text/html; charset=utf-8',
          // The header shows this visitor's cart count: never shared between visitors.
          'cache-control': 'private, no-cache',
          vary: 'accept-encoding, cookie',
        };
        if (encoding !== 'identity') headers['content-encoding'] = encoding;
        res.writeHead(status, headers);
        const body = new Transform({
          transform(chunk, _encoding, callback) {
            callback(null, chunk);
          },
          flush(callback) {
            // After the last React chunk: the cache now holds everything the page read.
            const state: StorefrontState = {
              storeId: store.id,
              cartId,
              apollo: client.extract(),
              router: serializeRouterState(context),
            };
            callback(null, documentTail(state));
          },
        });
        if (encoding === 'identity') body.pipe(res);
        else body.pipe(createCompressor(encoding)).pipe(res);
        res.on('finish', finish);
        res.on('close', finish);
        body.write(documentHead(store, meta, deps.assets));
        stream.pipe(body);
      },
      onShellError(error) {
        console.error('[storefront] render failed', error);
        if (!res.headersSent) sendText(res, 500, 'Internal error');
        finish();
      },
      onError(error) {
        console.error('[storefront] render error', error);
      },
    });
    setTimeout(() => stream.abort(), RENDER_ABORT_MS).unref();
  });
  client.stop();
}
