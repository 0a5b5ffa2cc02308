// Below-the-fold content that needs the browser (recommendations, the recently viewed row) starts when
// the visitor comes within a screen of it, not while the page becomes interactive (DESIGN §6 TBT).
import { type RefObject, useEffect, useState } from 'react';

/** How far ahead of the screen content starts: one screen height. */
const AHEAD = '100% 0px';

/**
 * True once `place` has come within a screen of the viewport; at once where IntersectionObserver is
 * missing. False on the server and at hydration, so both render the placeholder.
 *
 * @example
 * ```tsx
 * const place = useRef<HTMLDivElement>(null);
 * const near = useNearViewport(place);
 * return near ? <Carousels /> : <div ref={place} />;
 * ```
 */
export function useNearViewport(place: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near) return;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [place, near]);
  return near;
}
