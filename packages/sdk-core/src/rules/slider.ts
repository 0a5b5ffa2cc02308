// Slider and hero-slider rules (spec storefront §4 "Hero slider", §4 "Other", §5 drag, §9 constants).
import type { StoreConfig } from '../store/storeConfig';

/** Hero autoplay: 6000 ms. */
export const HERO_AUTOPLAY_MS = 6000;
/** A horizontal drag of 10 px or more triggers a slide. */
export const SLIDER_DRAG_THRESHOLD_PX = 10;
/** Slider arrows hide at the ends with a 15 px tolerance. */
export const SLIDER_ARROW_TOLERANCE_PX = 15;
/** Slider resize debounce: 300 ms. */
export const SLIDER_RESIZE_DEBOUNCE_MS = 300;
/** Slider scroll debounce: 200 ms. */
export const SLIDER_SCROLL_DEBOUNCE_MS = 200;
/** Recommendation carousel: first 5 slides rendered, first four images eager. */
export const RECOMMENDATION_RENDERED_SLIDES = 5;
export const RECOMMENDATION_EAGER_IMAGES = 4;

/** Breakpoints: mobile up to 767 px; touch when hover is none. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767px)';
export const TOUCH_MEDIA_QUERY = '(hover: none)';
export const REDUCED_MOTION_MEDIA_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The slide after `index`, wrapping to the first after the last.
 *
 * @example
 * ```ts
 * nextSlide(2, 3); // 0
 * nextSlide(0, 3); // 1
 * ```
 */
export function nextSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}

/**
 * The slide before `index`, wrapping to the last before the first.
 *
 * @example
 * ```ts
 * previousSlide(0, 3); // 2
 * previousSlide(2, 3); // 1
 * ```
 */
export function previousSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index - 1) % count) + count) % count;
}

/**
 * Direction a horizontal drag asks for: 1 (next) when dragged left by at least the threshold,
 * -1 (previous) when dragged right, 0 for anything shorter (a click or a wobble).
 *
 * @example
 * ```ts
 * dragDirection(-80); // 1
 * dragDirection(0); // 0
 * ```
 */
export function dragDirection(deltaX: number): -1 | 0 | 1 {
  if (!Number.isFinite(deltaX) || Math.abs(deltaX) < SLIDER_DRAG_THRESHOLD_PX) return 0;
  return deltaX < 0 ? 1 : -1;
}

export interface ScrollPosition {
  readonly scrollLeft: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

/**
 * Which arrows a scrolling slider shows: none at an end (within the tolerance).
 *
 * @example
 * ```ts
 * sliderArrows({ scrollLeft: 0, scrollWidth: 1200, clientWidth: 400 }); // { previous: false, next: true }
 * ```
 */
export function sliderArrows({ scrollLeft, scrollWidth, clientWidth }: ScrollPosition): {
  readonly previous: boolean;
  readonly next: boolean;
} {
  return {
    previous: scrollLeft > SLIDER_ARROW_TOLERANCE_PX,
    next: scrollLeft + clientWidth < scrollWidth - SLIDER_ARROW_TOLERANCE_PX,
  };
}

/**
 * The store's strategy.
 *
 * @example
 * ```ts
 * heroAutoplayAllowed(false, STORES.de); // false
 * heroAutoplayAllowed(true, STORES.de); // true
 * ```
 */
export function heroAutoplayAllowed(
  consentInteracted: boolean,
  store: Pick<StoreConfig, 'strategies'>,
): boolean {
  return store.strategies.heroAutoplay.allowed(consentInteracted);
}

export interface HeroAutoplayConditions {
  /** Consent interaction happened or the store is ch (see `heroAutoplayAllowed`). */
  readonly allowed: boolean;
  readonly slideCount: number;
  /** Mobile width or a touch device: never automatic. */
  readonly mobile: boolean;
  readonly reducedMotion: boolean;
}

/**
 * Whether the slider rotates by itself at all (and so needs a pause button, WCAG 2.2.2).
 *
 * @example
 * ```ts
 * heroAutoplayAvailable({ allowed: true, slideCount: 3, mobile: false, reducedMotion: false }); // true
 * heroAutoplayAvailable({ allowed: true, slideCount: 3, mobile: false, reducedMotion: true }); // false
 * ```
 */
export function heroAutoplayAvailable({
  allowed,
  slideCount,
  mobile,
  reducedMotion,
}: HeroAutoplayConditions): boolean {
  return allowed && slideCount > 1 && !mobile && !reducedMotion;
}

export interface HeroAutoplayState {
  readonly hovered: boolean;
  readonly focusWithin: boolean;
  readonly pausedByUser: boolean;
}

/**
 * Whether the next autoplay tick should be scheduled now.
 *
 * @example
 * ```ts
 * const conditions = { allowed: true, slideCount: 3, mobile: false, reducedMotion: false };
 * heroAutoplayRunning(conditions, { hovered: false, focusWithin: false, pausedByUser: false }); // true
 * heroAutoplayRunning(conditions, { hovered: true, focusWithin: false, pausedByUser: false }); // false
 * ```
 */
export function heroAutoplayRunning(conditions: HeroAutoplayConditions, state: HeroAutoplayState): boolean {
  return heroAutoplayAvailable(conditions) && !state.hovered && !state.focusWithin && !state.pausedByUser;
}
