// HTML box 'more' marker (spec storefront §4 "An HTML box teaser with a 'more' marker is collapsed and
// toggles between show more and show less").
//
// The marker is the first element with the class "more" (`<div class="more">…</div>`). An HTML comment
// such as `<!--more-->` cannot be the marker: the API's sanitiser drops comments, but keeps `class`.
// Everything from the marker element on is the collapsed part; put the marker at the top level.

export interface HtmlBoxParts {
  /** Always shown. */
  readonly intro: string;
  /** Shown after "show more"; starts with the marker element. */
  readonly more: string;
}

const MORE_MARKER = /<[a-z][a-z0-9]*\b[^>]*\sclass\s*=\s*(["'])(?:[^"']*\s)?more(?:\s[^"']*)?\1[^>]*>/i;

/**
 * Splits sanitised HTML at its 'more' marker; undefined when there is none.
 *
 * @example
 * ```ts
 * splitAtMoreMarker('<p>Kurz</p>'); // undefined
 * ```
 */
export function splitAtMoreMarker(html: string): HtmlBoxParts | undefined {
  const match = MORE_MARKER.exec(html);
  if (!match) return undefined;
  return { intro: html.slice(0, match.index), more: html.slice(match.index) };
}
