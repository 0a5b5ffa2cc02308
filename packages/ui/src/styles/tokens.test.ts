// The design tokens (tokens.css) are the one source of colours, spacing and type: a stylesheet or an
// inline style that reads a custom property nobody defines silently falls back to `inherit`/`initial`
// (OrderForm's links read an undefined `--rz-color-link` and showed in the text colour). This test reads
// the packages' and apps' sources and fails on every `var(--rz-…)` that no stylesheet or style defines.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');
const SOURCE_ROOTS = ['packages', 'apps'];
const SOURCE_FILE = /\.(css|ts|tsx)$/;
const EXCLUDED = /(^|\/)(node_modules|dist|storybook-static)\/|\.d\.ts$/;

/** `var(--rz-name` — a use, with or without a fallback. */
const USE = /var\((--rz-[a-z0-9-]+)/g;
/** `--rz-name:` in CSS, or `'--rz-name':` as a key of an inline style object. */
const DEFINITION = /(?:^|[\s;{'"])(--rz-[a-z0-9-]+)['"]?\s*:/gm;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (EXCLUDED.test(`${relative(ROOT, path)}${entry.isDirectory() ? '/' : ''}`)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

const sources = SOURCE_ROOTS.flatMap((root) => sourceFiles(join(ROOT, root))).map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

const defined = new Set(
  sources.flatMap(({ text }) => [...text.matchAll(DEFINITION)].map((match) => match[1])),
);

describe('design tokens', () => {
  it('finds the tokens and their uses (the scan reads the sources)', () => {
    expect(defined).toContain('--rz-color-brand');
    expect(sources.some(({ text }) => text.includes('var(--rz-color-brand)'))).toBe(true);
  });

  it('every custom property a source reads is defined somewhere', () => {
    const undefinedUses = sources.flatMap(({ path, text }) =>
      [...text.matchAll(USE)]
        .map((match) => match[1])
        .filter((name) => !defined.has(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(undefinedUses).toEqual([]);
  });
});
