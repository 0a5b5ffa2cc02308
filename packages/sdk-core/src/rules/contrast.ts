// Colour contrast (WCAG 2.x relative luminance) for editor-chosen colours such as the info bar's
// bgcolor and textColor (spec storefront §3.13): unreadable pairs are not rendered.

/** WCAG AA for normal text. */
export const AA_CONTRAST_RATIO = 4.5;

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** Parses #rgb or #rrggbb (the CMS's colour format); anything else is undefined. */
export function parseHexColour(value: string | null | undefined): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  const hex = match?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The background and text colour to use, normalised, when both parse and reach AA contrast;
 * undefined otherwise (the caller falls back to the theme's tokens).
 *
 * @example
 * ```ts
 * readableColours('#1e63c4', '#ffffff'); // { background: '#1e63c4', text: '#ffffff' }
 * readableColours('#ffff00', '#ffffff'); // undefined
 * ```
 */
export function readableColours(
  background: string | null | undefined,
  text: string | null | undefined,
  minimum: number = AA_CONTRAST_RATIO,
): { readonly background: string; readonly text: string } | undefined {
  const bg = parseHexColour(background);
  const fg = parseHexColour(text);
  if (!bg || !fg || contrastRatio(bg, fg) < minimum) return undefined;
  return { background: (background ?? '').trim(), text: (text ?? '').trim() };
}
