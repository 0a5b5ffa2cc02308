// 'prize-draw' and 'prize-draw-tab' elements (spec storefront §2.10): each teaser's image, headline and
// text (teasercontent or text) with a link to the draw (link or teaserLink); the sign-up of the cell's
// competition where the host takes entries (shopping §7 "competition subscribe"); the cell's HTML (terms)
// below.
import { useTranslate } from '@ranzen/sdk-react';
import { useRef } from 'react';
import { useCmsContext } from './CmsContext';
import styles from './CmsPrizeDraw.module.css';
import { CmsTeaserButton } from './CmsTeaserButton';
import { CompetitionForm } from './CompetitionForm';
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
import { RichText } from './RichText';
import { useTeaserTracking } from './useTeaserTracking';

/**
 * 'prize-draw' and 'prize-draw-tab' elements.
 *
 * @example
 * ```tsx
 * <CmsPrizeDraw cell={cell} />
 * ```
 */
export function CmsPrizeDraw({ cell, eager = false }: CmsElementProps) {
  const { onEnterCompetition } = useCmsContext();
  const { competition } = cell;
  if (cell.teasers.length === 0 && !cell.html) return null;
  return (
    <section className={styles.prizeDraw} data-element-type={cell.elementType}>
      {cell.teasers.map((teaser, index) => (
        <PrizeDrawTeaser key={teaser.id} teaser={teaser} number={index + 1} eager={eager} />
      ))}
      {competition && onEnterCompetition ? (
        <CompetitionForm
          competition={competition}
          onEnter={(values) => onEnterCompetition(competition.code, values)}
        />
      ) : null}
      {cell.html ? <RichText className={styles.terms} html={cell.html} /> : null}
    </section>
  );
}

interface PrizeDrawTeaserProps {
  readonly teaser: CmsTeaser;
  /** The teaser's number in its cell, from 1. */
  readonly number: number;
  readonly eager: boolean;
}

function PrizeDrawTeaser({ teaser, number, eager }: PrizeDrawTeaserProps) {
  const t = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const onClick = useTeaserTracking(ref, teaser.id, number);
  const image = teaserAttribute(teaser, 'image');
  const src = safeImageSrc(teaserUrl(teaser, 'image'));
  const alt = teaserText(teaser, 'alternativText') ?? image?.altTag ?? '';
  const headline = teaserText(teaser, 'headline') ?? teaser.name;
  const text = teaserText(teaser, 'teasercontent') ?? teaserText(teaser, 'text');
  const href = safeHref(teaserUrl(teaser, 'link') ?? teaserUrl(teaser, 'teaserLink'));
  const buttonText =
    teaserText(teaser, 'buttonText') ?? teaserText(teaser, 'teaserButtonText') ?? t('vue.cms.prizeDraw.cta');
  const button = teaserButtonStyle(teaserText(teaser, 'buttonType'));
  return (
    <div ref={ref} className={styles.teaser}>
      {src ? (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          width={image?.width ?? undefined}
          height={image?.height ?? undefined}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className={styles.copy}>
        <h2 className={styles.headline}>{headline}</h2>
        {text ? <p>{text}</p> : null}
        {href ? (
          <CmsTeaserButton buttonStyle={button} href={href} onClick={onClick}>
            {buttonText}
          </CmsTeaserButton>
        ) : null}
      </div>
    </div>
  );
}
