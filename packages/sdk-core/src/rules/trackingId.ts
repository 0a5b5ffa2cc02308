// Analytics tracking id format (spec storefront §5 "Analytics tracking id").

/** GTM- or G- followed by capital letters and digits (Tag Manager container or GA4 measurement id). */
export const TRACKING_ID_PATTERN = /^(?:GTM|G)-[A-Z0-9]+$/;

/** Configured ids are checked before the tag script is loaded, so a typo never loads a foreign id. */
export function isTrackingId(value: string | null | undefined): boolean {
  return typeof value === 'string' && TRACKING_ID_PATTERN.test(value);
}
