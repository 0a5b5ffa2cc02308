// Spec storefront §2.6, §4 "Navigation": lazily loaded children join the server-rendered tree.
import type { NavigationItem } from '@ranzen/ui';
import { describe, expect, it } from 'vitest';
import { saleCategoryUrl, withLoadedChildren } from './navigationTree';

const node = (
  id: string,
  children: NavigationItem[] = [],
  extra: Partial<NavigationItem> = {},
): NavigationItem => ({
  id,
  name: `Kategorie ${id}`,
  categoryUrl: `/cat/${id}/`,
  hasChildren: true,
  isSale: false,
  isExcludedFromNav: false,
  children,
  ...extra,
});

const tree = [node('1', [node('11'), node('12')]), node('2')];

describe('withLoadedChildren', () => {
  it('returns the tree unchanged when nothing was loaded', () => {
    expect(withLoadedChildren(tree, new Map())).toBe(tree);
  });

  it('puts loaded children under their item at any level', () => {
    const leaf = node('111', [], { hasChildren: false });
    const merged = withLoadedChildren(tree, new Map([['11', [leaf]]]));
    expect(merged[0]?.children?.[0]?.children).toEqual([leaf]);
    expect(merged[0]?.children?.[1]?.children).toEqual([]);
  });

  it('shows an item whose children failed to load without children', () => {
    const merged = withLoadedChildren(tree, new Map([['2', null]]));
    expect(merged[1]).toMatchObject({ id: '2', hasChildren: false, children: [] });
  });
});

describe('saleCategoryUrl', () => {
  it('is the first visible top category flagged as sale', () => {
    const items = [
      node('1'),
      node('8', [], { isSale: true, isExcludedFromNav: true }),
      node('9', [], { isSale: true }),
    ];
    expect(saleCategoryUrl(items)).toBe('/cat/9/');
    expect(saleCategoryUrl([node('1')])).toBeUndefined();
  });
});
