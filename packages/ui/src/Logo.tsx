import { useShop } from '@ranzen/sdk-react';
import styles from './Logo.module.css';

/**
 * The store's logo (its profile's `brand.logo`): the drawn wordmark as inline SVG (no request, no layout
 * shift), or the host's image at its intrinsic size. Decorative: the link around it carries the
 * accessible name.
 *
 * @example
 * ```tsx
 * <a href="/">
 *   <Logo />
 * </a>
 * ```
 */
export function Logo() {
  const { store } = useShop();
  const { logo } = store.brand;
  if (logo.imageUrl) {
    return <img className={styles.logo} src={logo.imageUrl} width={logo.width} height={logo.height} alt="" />;
  }
  const markSize = logo.stacked ? 64 : 36;
  const markY = (logo.height - markSize) / 2;
  const textX = markSize + (logo.stacked ? 14 : 10);
  return (
    <svg
      className={styles.logo}
      data-stacked={logo.stacked || undefined}
      width={logo.width}
      height={logo.height}
      viewBox={`0 0 ${logo.width} ${logo.height}`}
      preserveAspectRatio="xMinYMid meet"
      aria-hidden="true"
      focusable="false"
    >
      {/* A satchel ("Ranzen") mark: body, flap and buckle. */}
      <g transform={`translate(0 ${markY}) scale(${markSize / 36})`}>
        <rect x="3" y="6" width="30" height="28" rx="7" className={styles.markBody} />
        <path d="M11 6a7 7 0 0 1 14 0" className={styles.markHandle} />
        <path d="M3 15h30v3a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5z" className={styles.markFlap} />
        <rect x="15" y="19" width="6" height="7" rx="1.5" className={styles.markBuckle} />
      </g>
      {logo.stacked ? (
        <>
          <text x={textX} y={logo.height / 2 - 2} className={styles.wordmark} fontSize="34">
            {logo.wordmark}
          </text>{' '}
          <text x={textX} y={logo.height / 2 + 28} className={styles.tagline} fontSize="24">
            {logo.tagline}
          </text>
        </>
      ) : (
        <text x={textX} y={logo.height / 2 + 9} className={styles.wordmark} fontSize="26">
          {logo.wordmark}
          {logo.tagline ? (
            <tspan className={styles.tagline} dx="7">
              {' '}
              {logo.tagline}
            </tspan>
          ) : null}
        </text>
      )}
    </svg>
  );
}
