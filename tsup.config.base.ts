import { defineConfig, type Options } from 'tsup';

/** Shared build of a published package: ESM + declarations from src/index.ts, dependencies external. */
export function sdkPackageBuild(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    ...overrides,
  });
}
