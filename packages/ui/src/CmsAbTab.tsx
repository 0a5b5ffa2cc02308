// 'ab-tab' element (spec storefront §2.10; §3.14 activeAbTests): one teaser per variant; the host's
// active variant (CmsContext `abVariant`) picks the teaser whose `variant` attribute, else name, matches.
// Without a match the first teaser (the control) is shown. It renders like an image teaser.
import { useRef } from 'react';
import { useCmsContext } from './CmsContext';
import { CmsImageTeaser } from './CmsImageTeaser';
import type { CmsElementProps } from './cmsTeaser';
import { type CmsTeaser, teaserText } from './cmsTeaser';
import { useTeaserTracking } from './useTeaserTracking';

export function activeAbTeaser(
  teasers: readonly CmsTeaser[],
  variant: string | undefined,
): CmsTeaser | undefined {
  const wanted = variant?.trim().toLowerCase();
  const match = wanted
    ? teasers.find((teaser) => (teaserText(teaser, 'variant') ?? teaser.name).trim().toLowerCase() === wanted)
    : undefined;
  return match ?? teasers[0];
}

/**
 * 'ab-tab' element.
 *
 * @example
 * ```tsx
 * <CmsAbTab cell={cell} />
 * ```
 */
export function CmsAbTab({ cell, eager }: CmsElementProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { abVariant } = useCmsContext();
  const teaser = activeAbTeaser(cell.teasers, abVariant);
  // One teaser shows, whichever the variant: the slot is the cell's, the promotion id tells the variants apart.
  const onTeaserClick = useTeaserTracking(ref, teaser?.id, 1);
  if (!teaser) return null;
  return (
    // Clicks on the teaser's links are reported; the wrapper itself is not interactive.
    // biome-ignore lint/a11y/noStaticElementInteractions: only observes clicks bubbling from links inside.
    // biome-ignore lint/a11y/useKeyWithClickEvents: links inside are keyboard-operable on their own.
    <div
      ref={ref}
      data-element-type={cell.elementType}
      data-variant={teaserText(teaser, 'variant') ?? teaser.name}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) onTeaserClick();
      }}
    >
      <CmsImageTeaser cell={{ ...cell, teasers: [teaser] }} eager={eager ?? false} />
    </div>
  );
}
