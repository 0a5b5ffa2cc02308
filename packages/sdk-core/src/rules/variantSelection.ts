// Variant selection (spec storefront §3.6 "Variant attribute", §4 "Product variants"): a product counts
// as configured when it has no variant attributes, or every attribute has a selected value; otherwise
// no item is set. The API resolves its variant info with this rule and the variant-selection machine
// applies it to the shopper's choice, so both sides agree by construction.

/** A chosen value of one variant attribute (the VariantInfo call's `selectedVariants`). */
export interface SelectedVariant {
  readonly name: string;
  readonly value: string;
}

/**
 * Configured when there are no attributes, or every attribute has a selected value.
 *
 * @example
 * ```ts
 * isVariantConfigured(['colour', 'size'], new Map([['colour', 'rot']])); // false
 * isVariantConfigured(['colour'], new Map([['colour', 'rot']])); // true
 * ```
 */
export function isVariantConfigured(
  attributeNames: readonly string[],
  selection: ReadonlyMap<string, string>,
): boolean {
  return attributeNames.every((name) => selection.has(name));
}

interface SelectableAttribute {
  readonly name: string;
  readonly options: readonly { readonly value: string; readonly selected: boolean }[];
}

/** The selected value per attribute name, read from the options' `selected` flags. */
export function selectionOfAttributes(attributes: readonly SelectableAttribute[]): Map<string, string> {
  const selection = new Map<string, string>();
  for (const attribute of attributes) {
    const selected = attribute.options.find((option) => option.selected);
    if (selected) selection.set(attribute.name, selected.value);
  }
  return selection;
}

/** Every attribute (if any) has a selected option. */
export function attributesConfigured(attributes: readonly SelectableAttribute[]): boolean {
  return isVariantConfigured(
    attributes.map((attribute) => attribute.name),
    selectionOfAttributes(attributes),
  );
}

/**
 * The item a selection shows; none unless every attribute (if any) has a selected value.
 *
 * @example
 * ```ts
 * configuredItem([], 'I-ONLY'); // 'I-ONLY'
 * ```
 */
export function configuredItem<T>(attributes: readonly SelectableAttribute[], item: T | null): T | null {
  return attributesConfigured(attributes) ? item : null;
}

/** The selection as the VariantInfo call takes it, in attribute order. */
export function selectedVariantsOf(attributes: readonly SelectableAttribute[]): SelectedVariant[] {
  return [...selectionOfAttributes(attributes)].map(([name, value]) => ({ name, value }));
}
