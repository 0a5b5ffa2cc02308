// The client build's minifier (decision 0008: terser ships fewer bytes; decision 0032: test builds take
// esbuild's); the server bundle is never minified by either.
import { describe, expect, it } from 'vitest';
import { createStorefrontViteConfig, type StorefrontViteOptions } from './createStorefrontViteConfig';

function buildOptions(options: Omit<StorefrontViteOptions, 'appRoot'>, isSsrBuild: boolean) {
  const config = createStorefrontViteConfig({ appRoot: '/app', ...options });
  return config({ command: 'build', mode: 'production', isSsrBuild }).build;
}

describe('createStorefrontViteConfig clientMinifier', () => {
  it('minifies the client build with terser and two compress passes unless told otherwise', () => {
    expect(buildOptions({}, false)).toMatchObject({
      minify: 'terser',
      terserOptions: { compress: { passes: 2 } },
    });
  });

  it("minifies the client build with esbuild's minifier when asked, without terser's options", () => {
    const build = buildOptions({ clientMinifier: 'esbuild' }, false);
    expect(build?.minify).toBe('esbuild');
    expect(build?.terserOptions).toBeUndefined();
  });

  it('leaves the server bundle to Vite either way', () => {
    expect(buildOptions({ clientMinifier: 'esbuild' }, true)?.minify).toBeUndefined();
    expect(buildOptions({}, true)?.minify).toBeUndefined();
  });
});
