// Arrows of a horizontally scrolling slider (spec storefront §4 "Slider arrows hide at the ends with a
// 15 px tolerance"; §9 slider resize debounce 300 ms, scroll debounce 200 ms). The rule is sdk-core's
// sliderArrows; this hook measures the track and pages it by its visible width.
import {
  REDUCED_MOTION_MEDIA_QUERY,
  SLIDER_RESIZE_DEBOUNCE_MS,
  SLIDER_SCROLL_DEBOUNCE_MS,
  sliderArrows,
} from '@ranzen/sdk-core';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from './useMediaQuery';

export interface SliderArrows {
  readonly previous: boolean;
  readonly next: boolean;
}

export interface UseSliderArrowsResult<T extends HTMLElement> {
  readonly track: RefObject<T | null>;
  readonly arrows: SliderArrows;
  /** Pass to the track's onScroll. */
  readonly onScroll: () => void;
  /** Scrolls one visible width back (-1) or on (1). */
  readonly page: (direction: 1 | -1) => void;
}

/**
 * `itemCount` is the first guess before measuring (the server cannot measure): a next arrow when
 * there is more than one item. It also re-measures when the items change.
 *
 * @example
 * ```tsx
 * const { track, arrows, onScroll, page } = useSliderArrows<HTMLUListElement>(products.length);
 * <ul ref={track} onScroll={onScroll}>…</ul>;
 * ```
 */
export function useSliderArrows<T extends HTMLElement>(itemCount: number): UseSliderArrowsResult<T> {
  const track = useRef<T>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_MEDIA_QUERY);
  const [arrows, setArrows] = useState<SliderArrows>({ previous: false, next: itemCount > 1 });

  const measure = useCallback(() => {
    const element = track.current;
    if (element) setArrows(sliderArrows(element));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item count changes the scroll width.
  useEffect(() => {
    // Measured in the next frame, where the browser lays the page out anyway: measured here, the
    // layout was forced into the task that runs every effect of the page after hydration (about 40 ms
    // of a 4x-throttled phone CPU for the product page's sliders, Lighthouse TBT, DESIGN §6).
    const frame = requestAnimationFrame(measure);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, SLIDER_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [measure, itemCount]);

  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  const onScroll = useCallback(() => {
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(measure, SLIDER_SCROLL_DEBOUNCE_MS);
  }, [measure]);

  const page = useCallback(
    (direction: 1 | -1) => {
      const element = track.current;
      if (!element || typeof element.scrollBy !== 'function') return;
      element.scrollBy({
        left: direction * element.clientWidth,
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
    },
    [reducedMotion],
  );

  return { track, arrows, onScroll, page };
}
