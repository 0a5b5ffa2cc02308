// Spec storefront §4 "Hero slider" and "Other", §5 drag threshold, §9 slider constants.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORES } from '../store/storeConfig';
import {
  dragDirection,
  HERO_AUTOPLAY_MS,
  heroAutoplayAllowed,
  heroAutoplayAvailable,
  heroAutoplayRunning,
  nextSlide,
  previousSlide,
  RECOMMENDATION_EAGER_IMAGES,
  RECOMMENDATION_RENDERED_SLIDES,
  SLIDER_ARROW_TOLERANCE_PX,
  SLIDER_DRAG_THRESHOLD_PX,
  SLIDER_RESIZE_DEBOUNCE_MS,
  SLIDER_SCROLL_DEBOUNCE_MS,
  sliderArrows,
} from './slider';

const desktop = { allowed: true, slideCount: 3, mobile: false, reducedMotion: false };
const idle = { hovered: false, focusWithin: false, pausedByUser: false };

describe('slider constants (§9)', () => {
  it('uses the spec numbers', () => {
    expect(HERO_AUTOPLAY_MS).toBe(6000);
    expect(SLIDER_DRAG_THRESHOLD_PX).toBe(10);
    expect(SLIDER_ARROW_TOLERANCE_PX).toBe(15);
    expect(SLIDER_RESIZE_DEBOUNCE_MS).toBe(300);
    expect(SLIDER_SCROLL_DEBOUNCE_MS).toBe(200);
    expect(RECOMMENDATION_RENDERED_SLIDES).toBe(5);
    expect(RECOMMENDATION_EAGER_IMAGES).toBe(4);
  });
});

describe('nextSlide / previousSlide', () => {
  it('advances and wraps to the first slide', () => {
    expect([0, 1, 2].map((index) => nextSlide(index, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((index) => previousSlide(index, 3))).toEqual([2, 0, 1]);
  });

  it('stays at 0 with one or no slide', () => {
    expect(nextSlide(0, 1)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 0)).toBe(0);
  });
});

describe('hero autoplay timing (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('visits every slide once per 6000 ms and wraps', () => {
    vi.useFakeTimers();
    let index = 0;
    const seen: number[] = [];
    const tick = () => {
      index = nextSlide(index, 3);
      seen.push(index);
      setTimeout(tick, HERO_AUTOPLAY_MS);
    };
    setTimeout(tick, HERO_AUTOPLAY_MS);
    vi.advanceTimersByTime(HERO_AUTOPLAY_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(HERO_AUTOPLAY_MS * 2);
    expect(seen).toEqual([1, 2, 0]);
  });
});

describe('dragDirection (§5 "A horizontal drag of 10 px or more triggers a slide")', () => {
  it.each([
    [0, 0],
    [9, 0],
    [-9.9, 0],
    [10, -1],
    [-10, 1],
    [120, -1],
    [-120, 1],
    [Number.NaN, 0],
  ])('drag by %s px gives %s', (delta, direction) => {
    expect(dragDirection(delta)).toBe(direction);
  });
});

describe('sliderArrows (§4 "Slider arrows hide at the ends with a 15 px tolerance")', () => {
  it('hides the previous arrow within 15 px of the start', () => {
    expect(sliderArrows({ scrollLeft: 15, scrollWidth: 1000, clientWidth: 300 }).previous).toBe(false);
    expect(sliderArrows({ scrollLeft: 16, scrollWidth: 1000, clientWidth: 300 }).previous).toBe(true);
  });

  it('hides the next arrow within 15 px of the end', () => {
    expect(sliderArrows({ scrollLeft: 685, scrollWidth: 1000, clientWidth: 300 }).next).toBe(false);
    expect(sliderArrows({ scrollLeft: 684, scrollWidth: 1000, clientWidth: 300 }).next).toBe(true);
  });

  it('shows no arrows when everything fits', () => {
    expect(sliderArrows({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({
      previous: false,
      next: false,
    });
  });
});

describe('hero autoplay conditions (§4 "Hero slider")', () => {
  it('starts after consent interaction, or at once for the Swiss store', () => {
    expect(heroAutoplayAllowed(false, STORES.de)).toBe(false);
    expect(heroAutoplayAllowed(true, STORES.de)).toBe(true);
    expect(heroAutoplayAllowed(false, STORES.ch)).toBe(true);
    expect(heroAutoplayAllowed(false, STORES['b2b-de'])).toBe(false);
  });

  it('is not automatic on mobile, with reduced motion, a single slide or without consent', () => {
    expect(heroAutoplayAvailable(desktop)).toBe(true);
    expect(heroAutoplayAvailable({ ...desktop, mobile: true })).toBe(false);
    expect(heroAutoplayAvailable({ ...desktop, reducedMotion: true })).toBe(false);
    expect(heroAutoplayAvailable({ ...desktop, slideCount: 1 })).toBe(false);
    expect(heroAutoplayAvailable({ ...desktop, allowed: false })).toBe(false);
  });

  it('pauses on hover, on focus within and when the user paused it', () => {
    expect(heroAutoplayRunning(desktop, idle)).toBe(true);
    expect(heroAutoplayRunning(desktop, { ...idle, hovered: true })).toBe(false);
    expect(heroAutoplayRunning(desktop, { ...idle, focusWithin: true })).toBe(false);
    expect(heroAutoplayRunning(desktop, { ...idle, pausedByUser: true })).toBe(false);
    expect(heroAutoplayRunning({ ...desktop, mobile: true }, idle)).toBe(false);
  });
});
