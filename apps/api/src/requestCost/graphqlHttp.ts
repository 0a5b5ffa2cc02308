// POST /graphql over node:http with the request's budgets (DESIGN §7): the body is read up to
// GRAPHQL_BODY_LIMIT_BYTES, a multipart (upload) body up to UPLOAD_BODY_LIMIT_BYTES (413 PAYLOAD_TOO_LARGE), compressed bodies are refused (a small compressed body
// could unpack beyond the limit; the storefront never compresses), and yoga must answer within the time
// budget (503 REQUEST_TIMEOUT). Operation and batch limits run inside yoga (graphqlPlugins.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { graphqlBodyLimit } from '@ranzen/sdk-core/rules';
import { BodyTooLargeError, readBodyWithin } from './bodyLimit';
import { REQUEST_TIMEOUT, RequestTimedOut, withinTimeBudget } from './timeBudget';

/** An answer kept from an earlier request (the shared response cache), sent as it is with status 200. */
export interface KeptHttpAnswer {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** Looks the request body up among kept answers before yoga sees it; null: yoga answers. */
export type KeptAnswerLookup = (body: Buffer) => Promise<KeptHttpAnswer | null>;

/** The yoga server (tests pass a stand-in that answers late or never). */
export interface GraphqlHandler<Context> {
  handleRequest(request: Request, context: Context): Response | PromiseLike<Response>;
}

function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  const text = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const single of Array.isArray(value) ? value : [value]) headers.append(name, single);
  }
  return headers;
}

async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

export async function serveGraphql<Context>(
  req: IncomingMessage,
  res: ServerResponse,
  yoga: GraphqlHandler<Context>,
  context: Context,
  timeBudgetMs: number,
  keptAnswer?: KeptAnswerLookup,
): Promise<void> {
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding !== 'identity') {
    sendError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Compressed request bodies are not accepted.');
    return;
  }
  const method = req.method ?? 'GET';
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    try {
      body = await readBodyWithin(req, graphqlBodyLimit(req.headers['content-type'] ?? ''));
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      sendError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
      return;
    }
  }
  const kept = body && keptAnswer ? await keptAnswer(body) : null;
  if (kept) {
    res.writeHead(200, { ...kept.headers, 'Content-Length': kept.body.length });
    res.end(kept.body);
    return;
  }
  const url = new URL(req.url ?? '/graphql', `http://${req.headers.host ?? 'api.invalid'}`);
  // A client that hangs up before the answer aborts the work too.
  const hungUp = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) hungUp.abort();
  });
  let response: Response;
  try {
    response = await withinTimeBudget(
      timeBudgetMs,
      async (signal) => {
        const request = new Request(url, {
          method,
          headers: requestHeaders(req),
          body: body === undefined ? null : new Uint8Array(body),
          signal,
        });
        return yoga.handleRequest(request, context);
      },
      hungUp.signal,
    );
  } catch (error) {
    if (!(error instanceof RequestTimedOut)) throw error;
    sendError(res, 503, REQUEST_TIMEOUT, 'The request took too long.');
    return;
  }
  await sendResponse(res, response);
}
