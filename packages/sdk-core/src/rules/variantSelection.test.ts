// The "configured" rule (spec storefront §4 "Product variants"): a product counts as configured when it
// has no variant attributes, or every attribute has a selected value. Otherwise no item is set.
import { describe, expect, it } from 'vitest';
import {
  attributesConfigured,
  configuredItem,
  isVariantConfigured,
  selectedVariantsOf,
  selectionOfAttributes,
} from './variantSelection';

function attribute(name: string, values: readonly string[], selected: string | null) {
  return { name, options: values.map((value) => ({ value, selected: value === selected })) };
}

describe('isVariantConfigured (spec storefront §4)', () => {
  it('is configured without attributes', () => {
    expect(isVariantConfigured([], new Map())).toBe(true);
  });

  it('is configured when every attribute has a selected value', () => {
    expect(
      isVariantConfigured(
        ['colour', 'size'],
        new Map([
          ['colour', 'rot'],
          ['size', 'M'],
        ]),
      ),
    ).toBe(true);
  });

  it('is not configured when one attribute has no selected value', () => {
    expect(isVariantConfigured(['colour', 'size'], new Map([['colour', 'rot']]))).toBe(false);
  });

  it('is not configured by values of attributes the product does not have', () => {
    expect(isVariantConfigured(['colour'], new Map([['material', 'Leinen']]))).toBe(false);
  });
});

describe('selector attributes (spec storefront §3.6)', () => {
  const attributes = [attribute('colour', ['rot', 'blau'], 'blau'), attribute('size', ['M', 'L'], null)];

  it('reads the selected value per attribute', () => {
    expect(selectionOfAttributes(attributes)).toEqual(new Map([['colour', 'blau']]));
  });

  it('is configured only when every attribute has a selected option', () => {
    expect(attributesConfigured(attributes)).toBe(false);
    expect(attributesConfigured([...attributes.slice(0, 1), attribute('size', ['M', 'L'], 'L')])).toBe(true);
    expect(attributesConfigured([])).toBe(true);
  });

  it('turns the selection into the variant-info input in attribute order', () => {
    expect(selectedVariantsOf([attribute('size', ['M'], 'M'), attribute('colour', ['rot'], 'rot')])).toEqual([
      { name: 'size', value: 'M' },
      { name: 'colour', value: 'rot' },
    ]);
  });

  it('shows an item only for a configured selection', () => {
    expect(configuredItem(attributes, 'I-1')).toBeNull();
    expect(configuredItem([attribute('colour', ['rot'], 'rot')], 'I-1')).toBe('I-1');
    expect(configuredItem([], 'I-ONLY')).toBe('I-ONLY');
  });
});
