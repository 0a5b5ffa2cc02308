// GET /api/cart-id (spec shopping §7 "Internal endpoints", §4 "Session kind"): answers the visitor's
// cart id and user id from the cookies; when they are missing (or `renew=1` after CART_NOT_FOUND),
// asks the API's shop-init mutation for new ones and sets both cookies. The ids are the API's signed
// ids, passed on unchanged. Renewing replaces the visitor's cart, so it is refused (403) unless the
// request comes from the shop's own pages (issue 14: another site could empty a visitor's cart). When the
// API rate-limits shop init for the client's address, the browser gets the 429 and its Retry-After.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PublicOrigins } from '@ranzen/sdk-core';
import { ShopInitDocument, type ShopInitMutation, type StoreConfig } from '@ranzen/sdk-core';
import { print } from 'graphql';
import { isSameOriginRequest, readCookies } from './apiHeaders';
import { type ApiRequestDeps, postToApi } from './apiRequest';
import { isSecureRequest, sendJson } from './http';
import { readVisitorIds, validId, visitorIdCookies } from './idCookies';

export interface CartIdDeps extends ApiRequestDeps {
  /** Store id -> public origin: an https:// origin means the id cookies are `__Host-` and Secure. */
  readonly publicOrigins: PublicOrigins;
}

const SHOP_INIT_QUERY = print(ShopInitDocument);

/** The API refused shop init for this client address for now (docs/rate-limits.md). */
class RateLimited extends Error {
  constructor(readonly retryAfter: string) {
    super('shopInit: rate limited');
  }
}

async function shopInit(
  req: IncomingMessage,
  store: StoreConfig,
  deps: CartIdDeps,
): Promise<ShopInitMutation['shopInit']> {
  const response = await postToApi(
    req,
    store,
    deps,
    JSON.stringify({ query: SHOP_INIT_QUERY, operationName: 'ShopInit' }),
    { newVisitor: true },
  );
  if (response.status === 429) throw new RateLimited(response.headers.get('retry-after') ?? '60');
  if (!response.ok) throw new Error(`shopInit: HTTP ${response.status}`);
  const body = (await response.json()) as { data?: ShopInitMutation | null };
  const result = body.data?.shopInit;
  if (!result || !validId(result.cartId) || !validId(result.userId)) throw new Error('shopInit: no ids');
  return result;
}

export async function handleCartId(
  req: IncomingMessage,
  res: ServerResponse,
  store: StoreConfig,
  deps: CartIdDeps,
): Promise<void> {
  if (req.method !== 'GET') {
    sendJson(res, 405, { error: 'Only GET is allowed' }, { allow: 'GET' });
    return;
  }
  const renew = new URL(req.url ?? '/', 'http://storefront').searchParams.get('renew') === '1';
  if (renew && !isSameOriginRequest(req.headers)) {
    sendJson(res, 403, { error: 'Cross-site renew refused' });
    return;
  }
  const ids = readVisitorIds(readCookies(req.headers));
  if (!renew && ids.cartId && ids.userId) {
    sendJson(res, 200, { cartId: ids.cartId, userId: ids.userId });
    return;
  }
  try {
    const fresh = await shopInit(req, store, deps);
    const ids = { cartId: fresh.cartId, userId: fresh.userId };
    sendJson(res, 200, ids, {
      'set-cookie': visitorIdCookies(ids, isSecureRequest(req, deps.publicOrigins[store.id])),
    });
  } catch (error) {
    if (error instanceof RateLimited) {
      sendJson(res, 429, { error: 'Too many requests' }, { 'retry-after': error.retryAfter });
      return;
    }
    console.error('[storefront] /api/cart-id: shop init failed', error);
    sendJson(res, 503, { error: 'Network error' });
  }
}
