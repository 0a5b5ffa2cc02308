// Uploads through the storefront's /graphql proxy against the real API (spec shopping §7 "file uploads use
// multipart", "upload return image", "upload signature"; issue 18 item 6): a multipart request passes with the
// API's upload cap, while a JSON body keeps the small cap (GRAPHQL_BODY_LIMIT_BYTES).
import type { Server } from 'node:http';
import { sampleJpegOfAtLeast } from '@ranzen/api/testing';
import { STORES } from '@ranzen/sdk-core';
import { GRAPHQL_BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES } from '@ranzen/sdk-core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './createStorefrontServer';
import { CookieJar } from './testing/cookieJar';
import { closeServers, listenOnLoopback, requestWithHost } from './testing/hostRequest';
import { API_CREDENTIALS, type SeededApi, startSeededApi } from './testing/seededApi';

const HOST = 'localhost:3000';
const ORIGIN = `http://${HOST}`;
const UPLOAD = `mutation($signature: String!, $file: File!) {
  uploadReturnImage(signature: $signature, file: $file) { successful uploadId contentType errorCode }
}`;

let seeded: SeededApi;
let storefront: Server;
let base: string;
const visitor = new CookieJar();

beforeAll(async () => {
  seeded = await startSeededApi(60);
  storefront = createStorefrontServer({ stores: [STORES.de], apiUrl: seeded.api.url, ...API_CREDENTIALS });
  base = await listenOnLoopback(storefront);
  // The visitor's user id cookie: an upload belongs to the visitor who sent it.
  visitor.take((await requestWithHost(base, '/api/cart-id', HOST)).setCookies());
}, 120_000);

afterAll(async () => {
  await closeServers([storefront]);
  await seeded?.stop();
});

function postGraphql(body: string | Uint8Array, contentType: string) {
  return requestWithHost(base, '/graphql', HOST, {
    method: 'POST',
    headers: { 'content-type': contentType, origin: ORIGIN, cookie: visitor.header() },
    body,
  });
}

/** The body and Content-Type a browser's FormData gives (the GraphQL multipart request spec). */
async function multipart(signature: string, file: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { signature, file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([file], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function uploadSignature(): Promise<string> {
  const answer = await postGraphql(
    JSON.stringify({ query: 'query { uploadSignature { signature } }' }),
    'application/json',
  );
  return answer.json<{ data: { uploadSignature: { signature: string } } }>().data.uploadSignature.signature;
}

describe('POST /graphql with an upload (shopping §7 "file uploads use multipart")', () => {
  it('forwards a multipart photo larger than the JSON cap and answers the stored upload', async () => {
    const photo = await sampleJpegOfAtLeast(GRAPHQL_BODY_LIMIT_BYTES + 1);
    const { body, contentType } = await multipart(await uploadSignature(), new Uint8Array(photo));
    const answer = await postGraphql(body, contentType);
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      data: { uploadReturnImage: { successful: true, contentType: 'image/jpeg', errorCode: null } },
    });
  });

  it('refuses a multipart body above the upload cap with 413 before the API sees it', async () => {
    const { body, contentType } = await multipart('any', new Uint8Array(UPLOAD_BODY_LIMIT_BYTES));
    const answer = await postGraphql(body, contentType);
    expect(answer.status).toBe(413);
    expect(answer.json()).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it('keeps the small cap for a JSON body', async () => {
    const padding = 'x'.repeat(GRAPHQL_BODY_LIMIT_BYTES);
    const answer = await postGraphql(
      JSON.stringify({ query: `query { uploadSignature { signature } } # ${padding}` }),
      'application/json',
    );
    expect(answer.status).toBe(413);
  });
});
