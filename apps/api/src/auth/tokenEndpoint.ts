// POST /oauth/token: OAuth 2.0 client-credentials grant (RFC 6749 §4.4) for the storefront server
// (shopping §7 "A server-side OAuth token request (client credentials ...) obtains the bearer token").
// Accepts a form or JSON body, and client credentials in the body or as HTTP Basic auth.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, readBodyWithin } from '../requestCost/bodyLimit';
import { type AuthConfig, checkClient, issueToken } from './token';

const MAX_BODY_BYTES = 8 * 1024;

function parseFields(body: string, contentType: string): Record<string, string> | null {
  if (contentType.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') fields[key] = value;
      return fields;
    } catch {
      return null;
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded') || contentType === '') {
    return Object.fromEntries(new URLSearchParams(body));
  }
  return null;
}

function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return {
    id: decodeURIComponent(decoded.slice(0, colon)),
    secret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/** How a token request ended; `invalid_client` (a wrong id or secret) counts against the failure limit. */
export type TokenOutcome = 'issued' | 'invalid_client' | 'refused';

export async function handleTokenRequest(
  req: IncomingMessage,
  res: ServerResponse,
  config: AuthConfig,
): Promise<TokenOutcome> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    sendJson(res, 405, { error: 'invalid_request', error_description: 'Use POST.' });
    return 'refused';
  }
  let body: string;
  try {
    body = (await readBodyWithin(req, MAX_BODY_BYTES)).toString('utf8');
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      sendJson(res, 413, { error: 'invalid_request' });
      return 'refused';
    }
    throw error;
  }
  const fields = parseFields(body, (req.headers['content-type'] ?? '').toLowerCase());
  if (!fields) {
    sendJson(res, 400, { error: 'invalid_request' });
    return 'refused';
  }
  if (fields.grant_type !== 'client_credentials') {
    sendJson(res, 400, { error: 'unsupported_grant_type' });
    return 'refused';
  }
  const basic = basicCredentials(req.headers.authorization);
  const clientId = basic?.id ?? fields.client_id ?? '';
  const clientSecret = basic?.secret ?? fields.client_secret ?? '';
  if (!checkClient(config, clientId, clientSecret)) {
    sendJson(res, 401, { error: 'invalid_client' });
    return 'invalid_client';
  }
  sendJson(res, 200, {
    access_token: issueToken(config),
    token_type: 'Bearer',
    expires_in: config.ttlSeconds,
  });
  return 'issued';
}
