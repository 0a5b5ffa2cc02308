import { describe, expect, it } from 'vitest';
import {
  isMultiColumn,
  isWithinNavigationDepth,
  MULTI_COLUMN_MIN_CHILDREN,
  MULTI_COLUMN_MIN_RATIO,
  NAVIGATION_DEPTH,
  SUBMENU_HIT_AREA_CLOSE_DELAY_MS,
  SUBMENU_OPEN_DELAY_MS,
  SUBMENU_REENABLE_DELAY_MS,
} from './navigation';

describe('navigation constants (spec storefront §9)', () => {
  it('has the spec values', () => {
    expect(NAVIGATION_DEPTH).toBe(3);
    expect(MULTI_COLUMN_MIN_CHILDREN).toBe(8);
    expect(MULTI_COLUMN_MIN_RATIO).toBe(1.34);
    expect(SUBMENU_OPEN_DELAY_MS).toBe(250);
    expect(SUBMENU_REENABLE_DELAY_MS).toBe(300);
    expect(SUBMENU_HIT_AREA_CLOSE_DELAY_MS).toBe(700);
  });
});

describe('isMultiColumn (spec storefront §2.6: more than 8 children and ratio above 1.34)', () => {
  it('needs more than 8 children: 8 never, 9 can', () => {
    expect(isMultiColumn(8, 1)).toBe(false);
    expect(isMultiColumn(9, 1)).toBe(true);
  });

  it('needs a ratio strictly above 1.34', () => {
    // 67 / 50 is exactly 1.34
    expect(isMultiColumn(67, 50)).toBe(false);
    expect(isMultiColumn(134, 100)).toBe(false);
    expect(isMultiColumn(135, 100)).toBe(true);
    // 9 children next to 7 parent items: 1.2857 -> one column
    expect(isMultiColumn(9, 7)).toBe(false);
    // 9 children next to 6 parent items: 1.5 -> columns
    expect(isMultiColumn(9, 6)).toBe(true);
  });

  it('divides children by the parent list, not the other way round', () => {
    expect(isMultiColumn(10, 20)).toBe(false);
    expect(isMultiColumn(20, 10)).toBe(true);
  });

  it('is single-column without a parent list', () => {
    expect(isMultiColumn(20, 0)).toBe(false);
  });
});

describe('isWithinNavigationDepth (spec storefront §2.6: up to three levels)', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [1.5, false],
  ])('level %s -> %s', (level, shown) => {
    expect(isWithinNavigationDepth(level)).toBe(shown);
  });
});
