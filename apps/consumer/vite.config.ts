import { createStorefrontViteConfig } from '@ranzen/storefront/vite';

export default createStorefrontViteConfig({
  appRoot: new URL('.', import.meta.url),
  // `pnpm test` builds for its tests with esbuild's minifier (scripts/test-all.mjs, decision 0032).
  clientMinifier: process.env.RANZEN_TEST_BUILD === '1' ? 'esbuild' : 'terser',
});
