// Each subpath's index lists what it offers by name (docs/decisions/0027: a module's other exports are
// internal, there for the test beside it); the root gathers the subpaths, so everything they offer is also
// on the root entry, as the same value.
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
  it('the root entry offers everything the subpaths offer', () => {
    expect(missingFrom(root, rules)).toEqual([]);
    expect(missingFrom(root, store)).toEqual([]);
    expect(missingFrom(root, i18n)).toEqual([]);
    expect(missingFrom(root, routes)).toEqual([]);
    expect(missingFrom(root, client)).toEqual([]);
    expect(missingFrom(root, machines)).toEqual([]);
  });
});
