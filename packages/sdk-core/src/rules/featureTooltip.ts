// The feature tooltip (spec storefront §4 "A feature tooltip is shown once per session for 6000 ms by
// default", §3.15 "Session-storage items: ... a per-tooltip shown flag", §9 "Feature tooltip 6000 ms").

/** How long a feature tooltip stays unless the shopper closes it first. */
export const FEATURE_TOOLTIP_MS = 6000;

/** Session-storage key of one tooltip's shown flag. */
export function featureTooltipStorageKey(tooltipId: string): string {
  return `featureTooltipShown.${tooltipId}`;
}

/**
 * Claims the tooltip's one showing of this browser session: true (and the flag set) the first time,
 * false once it was shown. Without session storage it is not shown: it could not be kept to once.
 *
 * @example
 * ```ts
 * if (claimFeatureTooltip(sessionStorageOf(window), 'shared-lists')) setShown(true);
 * ```
 */
export function claimFeatureTooltip(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  tooltipId: string,
): boolean {
  if (!storage) return false;
  const key = featureTooltipStorageKey(tooltipId);
  try {
    if (storage.getItem(key) !== null) return false;
    storage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}
