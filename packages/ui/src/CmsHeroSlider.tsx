// 'hero-slider' element (spec storefront §2.10; §3.13 "Hero slider tabs"; §4 "Hero slider": advances every
// 6000 ms and wraps, pauses on hover, not automatic on mobile, starts after consent or at once for ch;
// §5 a horizontal drag of 10 px triggers a slide). Accessible tabbed carousel (WAI-ARIA APG) with a
// pause button (WCAG 2.2.2); no autoplay with prefers-reduced-motion.
import {
  dragDirection,
  HERO_AUTOPLAY_MS,
  heroAutoplayAvailable,
  heroAutoplayRunning,
  MOBILE_MEDIA_QUERY,
  nextSlide,
  previousSlide,
  REDUCED_MOTION_MEDIA_QUERY,
  readableColours,
  TOUCH_MEDIA_QUERY,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useCmsContext } from './CmsContext';
import styles from './CmsHeroSlider.module.css';
import { CmsTeaserButton } from './CmsTeaserButton';
import type { CmsElementProps } from './cmsTeaser';
import {
  type CmsTeaser,
  safeHref,
  safeImageSrc,
  teaserAttribute,
  teaserButtonStyle,
  teaserText,
  teaserUrl,
} from './cmsTeaser';
import { useMediaQuery } from './useMediaQuery';
import { useTeaserTracking } from './useTeaserTracking';

/**
 * 'hero-slider' element.
 *
 * @example
 * ```tsx
 * <CmsHeroSlider cell={cell} />
 * ```
 */
export function CmsHeroSlider({ cell, eager = false }: CmsElementProps) {
  const t = useTranslate();
  const baseId = useId();
  const { autoplayAllowed } = useCmsContext();
  const slides = cell.teasers;
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const narrow = useMediaQuery(MOBILE_MEDIA_QUERY);
  const touch = useMediaQuery(TOUCH_MEDIA_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_MEDIA_QUERY);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const dragStart = useRef<number | null>(null);
  const suppressClick = useRef(false);

  const conditions = { allowed: autoplayAllowed, slideCount: count, mobile: narrow || touch, reducedMotion };
  const available = heroAutoplayAvailable(conditions);
  const running = heroAutoplayRunning(conditions, { hovered, focusWithin, pausedByUser });
  const current = Math.min(index, Math.max(0, count - 1));

  useEffect(() => {
    if (!running) return;
    // Restarts after every slide change, manual ones included, so each slide gets its full time.
    const timer = setTimeout(() => setIndex(nextSlide(current, count)), HERO_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [running, current, count]);

  if (count === 0) return null;

  const show = (target: number, focusTab = false) => {
    setIndex(target);
    if (focusTab) tabRefs.current[target]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const targets: Record<string, number> = {
      ArrowRight: nextSlide(current, count),
      ArrowLeft: previousSlide(current, count),
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    const direction = dragDirection(event.clientX - dragStart.current);
    dragStart.current = null;
    if (direction === 0) return;
    // A drag is not a click on the link under the pointer.
    suppressClick.current = true;
    show(direction === 1 ? nextSlide(current, count) : previousSlide(current, count));
  };

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={t('vue.cms.slider.label')}
      data-element-type={cell.elementType}
      data-state={running ? 'playing' : 'paused'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
      }}
    >
      {available ? (
        <button
          type="button"
          className={styles.rotation}
          onClick={() => setPausedByUser((paused) => !paused)}
        >
          <span aria-hidden="true">{pausedByUser ? '▶' : '❚❚'}</span>
          <span className={styles.rotationLabel}>
            {pausedByUser ? t('vue.cms.slider.play') : t('vue.cms.slider.pause')}
          </span>
        </button>
      ) : null}
      <div
        className={styles.slides}
        aria-live={running ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          dragStart.current = null;
        }}
        onClickCapture={(event) => {
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {slides.map((teaser, slideIndex) => (
          <HeroSlide
            key={teaser.id}
            id={`${baseId}-slide-${slideIndex}`}
            teaser={teaser}
            number={slideIndex + 1}
            label={t('vue.cms.slider.slide', { index: slideIndex + 1, count })}
            active={slideIndex === current}
            eager={slideIndex === 0 && (eager || teaserText(teaser, 'loading.eager') === 'true')}
          />
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.navigation}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('vue.cms.slider.previous')}
            onClick={() => show(previousSlide(current, count))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.tabs} role="tablist" aria-label={t('vue.cms.slider.tabs')}>
            {slides.map((teaser, slideIndex) => (
              <button
                key={teaser.id}
                ref={(element) => {
                  tabRefs.current[slideIndex] = element;
                }}
                id={`${baseId}-tab-${slideIndex}`}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={slideIndex === current}
                aria-controls={`${baseId}-slide-${slideIndex}`}
                tabIndex={slideIndex === current ? 0 : -1}
                onClick={() => show(slideIndex)}
                onKeyDown={onTabKeyDown}
              >
                {teaserText(teaser, 'tabText') ?? teaserText(teaser, 'headline') ?? teaser.name}
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('vue.cms.slider.next')}
            onClick={() => show(nextSlide(current, count))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Editor colours apply only where they keep AA contrast on the copy panel's white surface. */
function textColour(teaser: CmsTeaser, name: string): CSSProperties | undefined {
  const colours = readableColours('#ffffff', teaserText(teaser, `${name}Color`));
  return colours ? { color: colours.text } : undefined;
}

interface HeroSlideProps {
  readonly id: string;
  readonly teaser: CmsTeaser;
  /** The slide's number in the slider, from 1. */
  readonly number: number;
  readonly label: string;
  readonly active: boolean;
  readonly eager: boolean;
}

function HeroSlide({ id, teaser, number, label, active, eager }: HeroSlideProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onClick = useTeaserTracking(ref, teaser.id, number);
  const image = teaserAttribute(teaser, 'image');
  const src = safeImageSrc(teaserUrl(teaser, 'image'));
  const alt = teaserText(teaser, 'alt') ?? image?.altTag ?? '';
  const href = safeHref(teaserUrl(teaser, 'link'));
  const newWindow = teaserAttribute(teaser, 'link')?.openLinkInNewWindow === true;
  const linkProps = newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const preHeadline = teaserText(teaser, 'preHeadline');
  const headline = teaserText(teaser, 'headline');
  const postHeadline = teaserText(teaser, 'postHeadline');
  const buttonText = teaserText(teaser, 'buttonText');
  const button = teaserButtonStyle(teaserText(teaser, 'buttonType'));
  const align = teaserText(teaser, 'heroTeaserAlignment') ?? 'left';

  return (
    // biome-ignore lint/a11y/useSemanticElements: APG carousel slide (a group named "1 von 3"); a fieldset is for form controls.
    <div
      ref={ref}
      id={id}
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      hidden={!active}
      data-align={align}
    >
      {src ? (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          width={image?.width ?? undefined}
          height={image?.height ?? undefined}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          draggable={false}
        />
      ) : null}
      {preHeadline || headline || postHeadline || (href && buttonText) ? (
        <div className={styles.copy}>
          {preHeadline ? (
            <p className={styles.preHeadline} style={textColour(teaser, 'preHeadline')}>
              {preHeadline}
            </p>
          ) : null}
          {headline ? (
            <h2 className={styles.headline} style={textColour(teaser, 'headline')}>
              {href && !buttonText ? (
                <a href={href} onClick={onClick} {...linkProps}>
                  {headline}
                </a>
              ) : (
                headline
              )}
            </h2>
          ) : null}
          {postHeadline ? (
            <p className={styles.postHeadline} style={textColour(teaser, 'postHeadline')}>
              {postHeadline}
            </p>
          ) : null}
          {href && buttonText ? (
            <CmsTeaserButton buttonStyle={button} href={href} onClick={onClick} {...linkProps}>
              {buttonText}
            </CmsTeaserButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
