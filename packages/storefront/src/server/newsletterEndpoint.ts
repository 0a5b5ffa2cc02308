// The one-click unsubscribe of newsletter mails (RFC 8058; issue 20 item 1): every newsletter mail names
// POST /api/newsletter-unsubscribe/?token=… in its List-Unsubscribe header, and a mail program posts
// `List-Unsubscribe=One-Click` there without cookies or an Origin of the shop. Only POST unsubscribes:
// link scanners and previews fetch with GET, which must change nothing (the unsubscribe page asks for a
// click instead). The random token alone decides; the API answers false for an unknown one (404 here).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  NEWSLETTER_TOKEN_PARAM,
  type StoreConfig,
  UnsubscribeNewsletterByTokenDocument,
} from '@ranzen/sdk-core';
import { type AccountEndpointDeps, ApiUnavailable, callApi, RateLimited } from './accountEndpoints';
import { sendText } from './http';

const NO_STORE = { 'cache-control': 'no-store' };

export async function handleNewsletterOneClick(
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
  store: StoreConfig,
  deps: AccountEndpointDeps,
): Promise<void> {
  if (req.method !== 'POST') {
    sendText(res, 405, 'Method not allowed', { allow: 'POST', ...NO_STORE });
    return;
  }
  // The body (List-Unsubscribe=One-Click) says nothing the method and token do not; it is not read.
  req.resume();
  try {
    const answer = await callApi(req, store, deps, UnsubscribeNewsletterByTokenDocument, {
      token: query.get(NEWSLETTER_TOKEN_PARAM) ?? '',
    });
    if (answer.data.unsubscribeNewsletterByToken) sendText(res, 200, 'Unsubscribed', NO_STORE);
    else sendText(res, 404, 'Not found', NO_STORE);
  } catch (error) {
    if (error instanceof RateLimited) {
      sendText(res, 429, 'Too many requests', { 'retry-after': error.retryAfter, ...NO_STORE });
      return;
    }
    if (error instanceof ApiUnavailable) {
      sendText(res, 503, 'Network error', NO_STORE);
      return;
    }
    throw error;
  }
}
