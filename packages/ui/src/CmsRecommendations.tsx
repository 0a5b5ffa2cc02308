// 'recommendations' element (spec storefront §2.10; §9 "Recommendation carousel: first 5 slides rendered,
// first four images eager"; §4 "Slider arrows hide at the ends with a 15 px tolerance"; §9 slider
// scroll 200 ms and resize 300 ms debounces). Products come from the host through CmsContext.
import {
  RECOMMENDATION_EAGER_IMAGES,
  RECOMMENDATION_RENDERED_SLIDES,
  REDUCED_MOTION_MEDIA_QUERY,
  SLIDER_RESIZE_DEBOUNCE_MS,
  SLIDER_SCROLL_DEBOUNCE_MS,
  sliderArrows,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useCmsContext } from './CmsContext';
import styles from './CmsRecommendations.module.css';
import type { CmsElementProps } from './cmsElements';
import { ProductTile } from './ProductTile';
import { RichText } from './RichText';
import { useMediaQuery } from './useMediaQuery';

export function CmsRecommendations({ cell }: CmsElementProps) {
  const t = useTranslate();
  const headingId = useId();
  const { recommendations } = useCmsContext();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_MEDIA_QUERY);
  const track = useRef<HTMLUListElement>(null);
  const [renderAll, setRenderAll] = useState(false);
  const [arrows, setArrows] = useState({ previous: false, next: recommendations.length > 1 });

  const measure = useCallback(() => {
    const element = track.current;
    if (element) setArrows(sliderArrows(element));
  }, []);

  useEffect(() => {
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, SLIDER_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [measure]);

  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  if (recommendations.length === 0) return null;
  const shown = renderAll ? recommendations : recommendations.slice(0, RECOMMENDATION_RENDERED_SLIDES);

  const page = (direction: 1 | -1) => {
    setRenderAll(true);
    const element = track.current;
    if (!element || typeof element.scrollBy !== 'function') return;
    element.scrollBy({ left: direction * element.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <section
      className={styles.recommendations}
      aria-labelledby={headingId}
      data-element-type={cell.elementType}
    >
      <h2 id={headingId} className={styles.heading}>
        {t('vue.cms.recommendations.label')}
      </h2>
      {cell.html ? <RichText html={cell.html} /> : null}
      <div className={styles.carousel}>
        <button
          type="button"
          className={styles.arrow}
          data-direction="previous"
          aria-label={t('vue.cms.recommendations.previous')}
          hidden={!arrows.previous}
          onClick={() => page(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ul
          ref={track}
          className={styles.track}
          onScroll={() => {
            setRenderAll(true);
            clearTimeout(scrollTimer.current);
            scrollTimer.current = setTimeout(measure, SLIDER_SCROLL_DEBOUNCE_MS);
          }}
        >
          {shown.map((product, index) => (
            <li key={product.id} className={styles.slide}>
              <ProductTile product={product} eager={index < RECOMMENDATION_EAGER_IMAGES} headingLevel={3} />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.arrow}
          data-direction="next"
          aria-label={t('vue.cms.recommendations.next')}
          hidden={!arrows.next}
          onClick={() => page(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
