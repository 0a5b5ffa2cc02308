// Star rating display (spec storefront §5 "Star rating maps like this"): below 1.4 one full star; half
// steps at 1.4, 2.4, 3.4 and 4.4; full steps at 1.9, 2.9, 3.9 and 4.9.

export const MAX_STARS = 5;
/** A half star is added from x.4 on. */
export const HALF_STAR_FROM = 0.4;
/** The next full star is reached from x.9 on. */
export const FULL_STAR_FROM = 0.9;

export interface StarDisplay {
  /** Full stars, 1-5. */
  full: number;
  half: boolean;
  /** Empty stars so that full + half + empty = 5. */
  empty: number;
}

/**
 * Maps an average rating to stars; one full star at minimum, five at most.
 *
 * @example
 * ```ts
 * starDisplay(4.4); // { full: 4, half: true, empty: 0 }
 * ```
 */
export function starDisplay(rating: number): StarDisplay {
  // Work in tenths to avoid float artefacts (2.9 - 2 = 0.8999...).
  const tenths = Math.round(rating * 10);
  const whole = Math.floor(tenths / 10);
  const fraction = tenths - whole * 10;
  let full = whole;
  let half = false;
  if (fraction >= FULL_STAR_FROM * 10) full += 1;
  else if (fraction >= HALF_STAR_FROM * 10) half = true;
  if (full < 1) return { full: 1, half: false, empty: MAX_STARS - 1 };
  if (full >= MAX_STARS) return { full: MAX_STARS, half: false, empty: 0 };
  return { full, half, empty: MAX_STARS - full - (half ? 1 : 0) };
}
