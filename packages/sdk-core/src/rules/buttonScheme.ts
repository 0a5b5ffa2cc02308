// Button schemes of CMS teasers (spec storefront §5 "Product display rules": "Button schemes
// allowed are primary, secondary, red, green, outline and link. Other values are ignored. A
// 'scaled-' prefix gives a small size.").

export const BUTTON_SCHEMES = ['primary', 'secondary', 'red', 'green', 'outline', 'link'] as const;
export type ButtonScheme = (typeof BUTTON_SCHEMES)[number];

/** What an ignored or missing value falls back to: the shop's main button. */
export const DEFAULT_BUTTON_SCHEME: ButtonScheme = 'primary';
export const SCALED_BUTTON_PREFIX = 'scaled-';

export interface ButtonStyle {
  readonly scheme: ButtonScheme;
  readonly small: boolean;
}

export const DEFAULT_BUTTON_STYLE: ButtonStyle = { scheme: DEFAULT_BUTTON_SCHEME, small: false };

export function isButtonScheme(value: string): value is ButtonScheme {
  return (BUTTON_SCHEMES as readonly string[]).includes(value);
}

/**
 * Parses a CMS buttonType value. Editors type these by hand, so case and surrounding spaces do not
 * matter. An unknown value is ignored as a whole (also its 'scaled-' prefix): the button keeps the
 * default style rather than a half-applied one.
 *
 * @example
 * ```ts
 * parseButtonScheme(' Scaled-Red '); // { scheme: 'red', small: true }
 * parseButtonScheme(null); // { scheme: 'primary', small: false }
 * ```
 */
export function parseButtonScheme(value: string | null | undefined): ButtonStyle {
  const raw = value?.trim().toLowerCase() ?? '';
  const small = raw.startsWith(SCALED_BUTTON_PREFIX);
  const name = small ? raw.slice(SCALED_BUTTON_PREFIX.length) : raw;
  return isButtonScheme(name) ? { scheme: name, small } : DEFAULT_BUTTON_STYLE;
}
