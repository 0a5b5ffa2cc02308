// The package entries list their exports by name (index.ts, rules/index.ts), so a new export can be
// forgotten in one of them. Every export of a rules file is on `@ranzen/sdk-core/rules`, and everything the
// subpaths offer is also on the root entry, as the same value.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as client from './client';
import * as i18n from './i18n/messages';
import * as root from './index';
import * as machines from './machines';
import * as routes from './routes';
import * as rules from './rules';
import * as store from './store';

/** The runtime exports of a module namespace that `entry` lacks or exports as another value. */
function missingFrom(entry: object, module: object): string[] {
  return Object.entries(module)
    .filter(([name, value]) => !Object.hasOwn(entry, name) || Reflect.get(entry, name) !== value)
    .map(([name]) => name);
}

describe('sdk-core entries', () => {
  it('@ranzen/sdk-core/rules offers every export of every rules file', async () => {
    const folder = fileURLToPath(new URL('./rules/', import.meta.url));
    const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const missing: string[] = [];
    for (const file of files.filter((name) => name !== 'index.ts')) {
      const module: object = await import(`./rules/${file}`);
      missing.push(...missingFrom(rules, module).map((name) => `${file}: ${name}`));
    }
    expect(missing).toEqual([]);
  });

  it('the root entry offers everything the subpaths offer', () => {
    expect(missingFrom(root, rules)).toEqual([]);
    expect(missingFrom(root, store)).toEqual([]);
    expect(missingFrom(root, i18n)).toEqual([]);
    expect(missingFrom(root, routes)).toEqual([]);
    expect(missingFrom(root, client)).toEqual([]);
    expect(missingFrom(root, machines)).toEqual([]);
  });
});
