// Path confinement of the static files and the file proxy (issue 14 item 7, DESIGN §7): the build
// manifest and anything outside the public folders are never served, and the /images and /media proxy
// never forwards to another API path, whatever encoding a request uses.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORES } from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadClientAssets } from './clientAssets';
import { createStorefrontServer } from './createStorefrontServer';
import { ASSETS_PREFIX, confinePublicPath, IMAGES_PREFIX, MEDIA_PREFIX } from './publicPaths';
import { listenOnLoopback, requestWithHost } from './testing/hostRequest';

/** Ways to climb out of a folder, as raw request-target suffixes after the public prefix. */
const TRAVERSALS = [
  '../.vite/manifest.json',
  './../.vite/manifest.json',
  '%2e%2e/.vite/manifest.json',
  '%2E%2E/.vite/manifest.json',
  '.%2e/.vite/manifest.json',
  '..%2f.vite%2fmanifest.json',
  '..%2F.vite%2Fmanifest.json',
  '..\\.vite\\manifest.json',
  '..%5c.vite%5cmanifest.json',
  '%252e%252e/.vite/manifest.json',
  '..%252f.vite%252fmanifest.json',
  'x/../../.vite/manifest.json',
  '../secret.txt',
  '%2e%2e%2fsecret.txt',
  '..%00/secret.txt',
  '/../secret.txt',
  '../../../../../../etc/passwd',
];

describe('confinePublicPath', () => {
  it('keeps a plain file path inside its folder, decoded', () => {
    expect(confinePublicPath('/assets/entry-1.js', ASSETS_PREFIX)).toEqual(['entry-1.js']);
    expect(confinePublicPath('/images/p1/3/avif.webp', IMAGES_PREFIX)).toEqual(['p1', '3', 'avif.webp']);
    expect(confinePublicPath('/media/datasheets/Heft%20A.pdf', MEDIA_PREFIX)).toEqual([
      'datasheets',
      'Heft A.pdf',
    ]);
  });

  it.each(TRAVERSALS)('refuses %s', (suffix) => {
    for (const prefix of [ASSETS_PREFIX, IMAGES_PREFIX, MEDIA_PREFIX] as const) {
      expect(confinePublicPath(`${prefix}${suffix}`, prefix)).toBeNull();
    }
  });

  it('refuses the folder itself, empty segments and another folder', () => {
    expect(confinePublicPath('/assets/', ASSETS_PREFIX)).toBeNull();
    expect(confinePublicPath('/assets//entry-1.js', ASSETS_PREFIX)).toBeNull();
    expect(confinePublicPath('/health', IMAGES_PREFIX)).toBeNull();
  });
});

describe('the storefront server serving a built client and proxying files', () => {
  let buildDir: string;
  let server: Server;
  let baseUrl: string;
  /** The paths the file proxy asked the API for. */
  const forwarded: string[] = [];
  const HOST = 'localhost:3000';

  beforeAll(async () => {
    buildDir = mkdtempSync(join(tmpdir(), 'ranzen-public-paths-'));
    mkdirSync(join(buildDir, '.vite'));
    mkdirSync(join(buildDir, 'assets'));
    writeFileSync(
      join(buildDir, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/entry-client.tsx': { file: 'assets/entry-1.js', isEntry: true } }),
    );
    writeFileSync(join(buildDir, 'assets', 'entry-1.js'), 'console.log("entry")');
    writeFileSync(join(buildDir, 'secret.txt'), 'not public');
    const apiFetch: typeof fetch = async (input) => {
      forwarded.push(new URL(String(input)).pathname);
      return new Response('image', { status: 200, headers: { 'content-type': 'image/webp' } });
    };
    server = createStorefrontServer({
      stores: [STORES.de],
      apiUrl: 'http://api.invalid',
      clientId: 'storefront',
      clientSecret: 'unused',
      tokens: { getToken: async () => 'token', invalidate: () => undefined },
      fetch: apiFetch,
      clientAssets: loadClientAssets(buildDir, 'src/entry-client.tsx'),
    });
    baseUrl = await listenOnLoopback(server);
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  const get = (target: string) => requestWithHost(baseUrl, target, HOST, { rawTarget: true });

  it('serves a hashed asset', async () => {
    const answer = await get('/assets/entry-1.js');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('console.log("entry")');
  });

  it.each(TRAVERSALS)(
    'never serves the manifest or a file outside assets/ for /assets/%s',
    async (suffix) => {
      const answer = await get(`${ASSETS_PREFIX}${suffix}`);
      expect([400, 404]).toContain(answer.status);
      expect(answer.body).not.toContain('entry-client');
      expect(answer.body).not.toContain('not public');
    },
  );

  it('forwards an image path to the API unchanged', async () => {
    forwarded.length = 0;
    expect((await get('/images/p1/3/avif.webp')).status).toBe(200);
    expect(forwarded).toEqual(['/images/p1/3/avif.webp']);
  });

  it.each([
    '/images/../health',
    '/images/%2e%2e/health',
    '/images/..%2fhealth',
    '/images/..%5chealth',
    '/media/../graphql',
    '/media/%2e%2e/oauth/token',
    '/images/x/../../health',
  ])('never forwards %s to another API path', async (target) => {
    forwarded.length = 0;
    const answer = await get(target);
    expect([400, 404]).toContain(answer.status);
    expect(forwarded).toEqual([]);
  });
});
