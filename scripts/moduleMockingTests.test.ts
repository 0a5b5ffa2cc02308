import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleMockingTests } from './moduleMockingTests';

const roots: string[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function packageWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'module-mocking-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('moduleMockingTests', () => {
  it('names the test files that call vi.mock or vi.doMock, at any depth, and no other file', () => {
    const root = packageWith({
      'src/a.test.ts': "vi.mock('./b', () => ({}));",
      'src/deep/c.test.tsx': "vi.doMock('./d');",
      'src/plain.test.ts': "vi.stubGlobal('fetch', fetch); vi.fn();",
      'src/mocking.ts': "vi.mock('./e');",
      'other/f.test.ts': "vi.mock('./g');",
    });
    expect(moduleMockingTests(root)).toEqual(['src/a.test.ts', 'src/deep/c.test.tsx']);
  });

  it("finds the storefront's module-mocking files, which need a module graph of their own", () => {
    const storefront = join(import.meta.dirname, '../packages/storefront');
    expect(moduleMockingTests(storefront)).toContain('src/server/renderDocument.test.ts');
  });
});
