// Same-origin GraphQL endpoint for the browser (DESIGN §2, §7; spec shopping §7): POST /graphql is
// forwarded to the shop API with the server-held bearer token, the store, the user id from the cookie,
// the forwarded user agent, referer, client address and A/B cookies. Response A/B cookies are copied
// back to the browser; the customer token travels from its HttpOnly cookie in X-JWT, and a rejected one
// sets the security-logout cookie, deletes the token cookie and drops the auth error except for
// account-changing operations (securityLogout.ts). The API's status passes through, a 429 with its
// Retry-After. A multipart request (spec shopping §7 "file uploads use multipart": a return photo) passes
// with the API's upload cap; every other request stays within the small JSON cap.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoreConfig } from '@ranzen/sdk-core';
import { graphqlBodyLimit, isMultipartRequest } from '@ranzen/sdk-core/rules';
import { isAbCookieName, isSameOriginRequest } from './apiHeaders';
import { type ApiRequestDeps, postToApi } from './apiRequest';
import { BodyTooLargeError, readBody, sendJson, sendText } from './http';
import { confinePublicPath, type FileProxyPrefix } from './publicPaths';
import type { RequestTarget } from './requestTarget';
import { handleSecurityLogout, securityLogoutCookies } from './securityLogout';

export type ProxyDeps = ApiRequestDeps;

function graphqlError(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

export async function handleGraphqlProxy(
  req: IncomingMessage,
  res: ServerResponse,
  store: StoreConfig,
  deps: ProxyDeps,
): Promise<void> {
  if (req.method !== 'POST') {
    sendJson(res, 405, graphqlError('Only POST is allowed', 'METHOD_NOT_ALLOWED'), { allow: 'POST' });
    return;
  }
  if (!isSameOriginRequest(req.headers)) {
    sendJson(res, 403, graphqlError('Cross-origin request refused', 'FORBIDDEN'));
    return;
  }
  const contentType = req.headers['content-type'] ?? '';
  const multipart = isMultipartRequest(contentType);
  if (!contentType.startsWith('application/json') && !multipart) {
    sendJson(res, 415, graphqlError('Expected application/json', 'UNSUPPORTED_MEDIA_TYPE'));
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, graphqlBodyLimit(contentType));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      sendJson(res, 413, graphqlError('Request too large', 'PAYLOAD_TOO_LARGE'));
      return;
    }
    throw error;
  }
  let upstream: Response;
  try {
    upstream = await postToApi(req, store, deps, new Uint8Array(body), {
      ...(multipart ? { contentType } : {}),
    });
  } catch (error) {
    console.error('[storefront] /graphql proxy: API unreachable', error);
    sendJson(res, 503, graphqlError('Network error', 'SERVICE_UNAVAILABLE'));
    return;
  }
  // The security logout reads the operations of a JSON body; an upload is never account-changing.
  const answer = handleSecurityLogout(multipart ? '' : body.toString('utf8'), await upstream.text());
  const payload = Buffer.from(answer.body, 'utf8');
  const headers: Record<string, string | string[]> = {
    'content-type': upstream.headers.get('content-type') ?? 'application/json; charset=utf-8',
    'content-length': String(payload.length),
    'cache-control': 'no-store',
  };
  // A rate-limited call (429) tells the browser when to try again (docs/rate-limits.md).
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter !== null) headers['retry-after'] = retryAfter;
  const abCookies = upstream.headers
    .getSetCookie()
    .filter((cookie) => isAbCookieName(cookie.slice(0, cookie.indexOf('=')).trim()));
  const setCookies = answer.securityLogout ? [...abCookies, ...securityLogoutCookies()] : abCookies;
  if (setCookies.length > 0) headers['set-cookie'] = setCookies;
  res.writeHead(upstream.status, headers);
  res.end(payload);
}

/**
 * Product images and media, i.e. data sheets and audio samples, live on the API; the page loads them same-
 * origin with the API's type and cache headers. Only
 * a path confined to its folder (publicPaths.ts) is forwarded, so no other API path is reachable.
 */
export async function handleFileProxy(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  prefix: FileProxyPrefix,
  deps: ProxyDeps,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const segments = confinePublicPath(target.path, prefix);
  if (!segments) {
    sendText(res, 404, 'Not found');
    return;
  }
  const doFetch = deps.fetch ?? fetch;
  const path = `${prefix}${segments.map(encodeURIComponent).join('/')}${target.query}`;
  let upstream: Response;
  try {
    const headers: Record<string, string> = {};
    const ifNoneMatch = req.headers['if-none-match'];
    if (typeof ifNoneMatch === 'string') headers['if-none-match'] = ifNoneMatch;
    upstream = await doFetch(`${deps.apiUrl}${path}`, { method: req.method, headers });
  } catch {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Network error');
    return;
  }
  const headers: Record<string, string> = {};
  for (const name of [
    'content-type',
    'content-length',
    // A return label is a download (returns/returnLabel.ts in the API).
    'content-disposition',
    'cache-control',
    'etag',
    'last-modified',
    'expires',
  ]) {
    const value = upstream.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  res.writeHead(upstream.status, headers);
  if (req.method === 'HEAD' || !upstream.body) {
    res.end();
    return;
  }
  res.end(Buffer.from(await upstream.arrayBuffer()));
}
