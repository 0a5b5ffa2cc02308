// One GraphQL POST from the storefront server to the shop API, as the /graphql proxy, the cart-id
// endpoint and the account endpoints send it: the headers of apiHeaders.ts (bearer token, store, the
// visitor's ids and customer token, forwarded browser headers) and, spec shopping §7 "Token invalid
// (INVALID_TOKEN): fetch a new token and retry once", one retry with a new bearer token after a 401.
import type { IncomingMessage } from 'node:http';
import type { StoreConfig } from '@ranzen/sdk-core';
import { buildApiHeaders } from './apiHeaders';
import type { ApiTokenSource } from './apiToken';

export interface ApiRequestDeps {
  readonly apiUrl: string;
  readonly tokens: ApiTokenSource;
  readonly fetch?: typeof fetch;
}

export interface ApiRequestOptions {
  /** A new visitor gets new ids: the browser's old user id is not sent (shop init). */
  readonly newVisitor?: boolean;
  /** The body's type when it is not JSON: a multipart upload with its boundary. */
  readonly contentType?: string;
}

/** Posts a GraphQL body (one operation or a batch) for the browser's request `req`; network errors reject. */
export async function postToApi(
  req: IncomingMessage,
  store: StoreConfig,
  deps: ApiRequestDeps,
  body: string | Uint8Array<ArrayBuffer>,
  { newVisitor = false, contentType = 'application/json' }: ApiRequestOptions = {},
): Promise<Response> {
  const doFetch = deps.fetch ?? fetch;
  const send = async () => {
    const headers = buildApiHeaders({
      token: await deps.tokens.getToken(),
      store,
      requestHeaders: req.headers,
      clientAddress: req.socket.remoteAddress,
    });
    if (newVisitor) delete headers['x-user-id'];
    return doFetch(`${deps.apiUrl}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': contentType, accept: 'application/json' },
      body,
    });
  };
  const first = await send();
  if (first.status !== 401) return first;
  deps.tokens.invalidate();
  return send();
}
