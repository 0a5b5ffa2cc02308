// DESIGN §4 "nobody writes a path string by hand": every route path is declared once, in
// routeDefinitions.ts, and everything else builds it (routePath, routePrefix) or derives it. This test
// reads the repository's source files and fails on a string literal that is a route path of the
// declarations (the path itself, or a path below a route's static prefix such as '/cat/5/').
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticPrefix } from './defineRoute';
import { ROUTE_DEFINITIONS } from './routeDefinitions';

const ROOT = join(import.meta.dirname, '../../../..');
const SOURCE_ROOTS = ['packages', 'apps'];
const SOURCE_FILE = /\.(ts|tsx)$/;

/**
 * Not source: tests and their fixtures (they stand for API answers), generated code, the seed's CMS
 * content (links in content are data, like a CMS editor's), build output, and the declarations.
 */
const EXCLUDED =
  /(\.(test|spec)\.tsx?$)|(^|\/)(node_modules|dist|generated|seed|testing|storybook-static)\/|[Ff]ixtures\.ts$|\/routes\/routeDefinitions\.ts$|\.d\.ts$/;

/**
 * The CMS service pages below /service/ are content the catch-all serves, so only the section's
 * own path is a route path there; below every other route's static prefix, any path is the route's.
 */
const CONTENT_SECTIONS: readonly string[] = ['servicePages'];

interface RoutePathRule {
  readonly route: string;
  readonly prefix: string;
  readonly exact: boolean;
}

const RULES: readonly RoutePathRule[] = ROUTE_DEFINITIONS.flatMap(
  (route) =>
    route.paths.flatMap((entry): RoutePathRule[] => {
      const prefix = staticPrefix(entry);
      // The home page's '/' is every path's start; the catch-all has no path.
      if (!prefix || prefix === '/') return [];
      return [{ route: route.name, prefix, exact: CONTENT_SECTIONS.includes(route.name) }];
    }),
  // The longest prefix names the route: '/myaccount/orders/' is orders, not the account.
).sort((a, b) => b.prefix.length - a.prefix.length);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (EXCLUDED.test(`${relative(ROOT, path)}${entry.isDirectory() ? '/' : ''}`)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

/** Comments may quote paths (spec citations, examples); only code counts. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The route a literal path belongs to, or null. */
export function routeOfLiteral(literal: string): string | null {
  const path = literal.split(/[?#]/)[0] ?? '';
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  const rule = RULES.find(({ prefix, exact }) =>
    exact ? withSlash === prefix : withSlash.startsWith(prefix),
  );
  return rule?.route ?? null;
}

/** Quoted strings starting with a path segment: '/cat/', "/login", `/prod/${id}/`. */
const PATH_LITERAL = /(['"`])(\/[A-Za-z][^'"`\s]*)\1/g;

export function routePathLiterals(source: string): { literal: string; route: string }[] {
  return [...withoutComments(source).matchAll(PATH_LITERAL)].flatMap((match) => {
    const literal = match[2] ?? '';
    const route = routeOfLiteral(literal);
    return route ? [{ literal, route }] : [];
  });
}

describe('route paths are written only in the route declarations (DESIGN §4)', () => {
  it('recognises route paths, and leaves CMS content paths and server paths alone', () => {
    expect(routeOfLiteral('/checkout/basket/')).toBe('basket');
    expect(routeOfLiteral('/cat/5/')).toBe('category');
    expect(routeOfLiteral('/login')).toBe('login');
    expect(routeOfLiteral('/myaccount/orders/')).toBe('orders');
    expect(routeOfLiteral('/myaccount/unknown/')).toBe('account');
    expect(routeOfLiteral('/service/katalog/')).toBe('catalogue');
    expect(routeOfLiteral('/service/')).toBe('servicePages');
    expect(routeOfLiteral('/service/versand/')).toBeNull();
    expect(routeOfLiteral('/api/cart-id')).toBeNull();
    expect(routePathLiterals("// '/cat/1/'\nconst a = '/prod/1/';\nconst b = `/search/`;")).toEqual([
      { literal: '/prod/1/', route: 'product' },
      { literal: '/search/', route: 'search' },
    ]);
  });

  it('finds none in the source files outside the declarations', () => {
    const found = SOURCE_ROOTS.flatMap((folder) => sourceFiles(join(ROOT, folder))).flatMap((file) =>
      routePathLiterals(readFileSync(file, 'utf8')).map(
        ({ literal, route }) => `${relative(ROOT, file)}: '${literal}' is route "${route}", use routePath`,
      ),
    );
    expect(found).toEqual([]);
  });
});
