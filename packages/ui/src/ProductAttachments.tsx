// Downloads and audio samples of a product (spec storefront §3.4 "downloads, audio samples", §3.7
// "bestItemDownloads: displayName, downloads (dataName, url, headline)"). Audio loads nothing until
// the shopper presses play.
import type { ProductQuery } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import styles from './ProductAttachments.module.css';

type Product = NonNullable<ProductQuery['product']>;
export type DownloadGroup = Product['downloads'][number];
export type AudioSample = Product['audioSamples'][number];

export interface ProductAttachmentsProps {
  readonly downloads: readonly DownloadGroup[];
  readonly audioSamples: readonly AudioSample[];
}

/** "1:05" for 65 seconds. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Downloads and audio samples of a product.
 *
 * @example
 * ```tsx
 * <ProductAttachments downloads={product.downloads} audioSamples={product.audioSamples} />
 * ```
 */
export function ProductAttachments({ downloads, audioSamples }: ProductAttachmentsProps) {
  const t = useTranslate();
  const downloadsId = useId();
  const audioId = useId();
  const groups = downloads.filter((group) => group.downloads.length > 0);
  if (groups.length === 0 && audioSamples.length === 0) return null;
  return (
    <div className={styles.attachments}>
      {groups.length > 0 ? (
        <section aria-labelledby={downloadsId}>
          <h2 id={downloadsId} className={styles.heading}>
            {t('vue.pdp.downloads')}
          </h2>
          {groups.map((group) => (
            <div key={group.displayName} className={styles.group}>
              <h3 className={styles.groupName}>{group.displayName}</h3>
              <ul className={styles.list}>
                {group.downloads.map((download) => (
                  <li key={download.url}>
                    <a className={styles.download} href={download.url} download={download.dataName}>
                      <span>{download.headline}</span>
                      <span className={styles.fileName}>{download.dataName}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
      {audioSamples.length > 0 ? (
        <section aria-labelledby={audioId}>
          <h2 id={audioId} className={styles.heading}>
            {t('vue.pdp.audioSamples')}
          </h2>
          <ul className={styles.list}>
            {audioSamples.map((sample) => (
              <li key={sample.id} className={styles.sample}>
                <span id={`${audioId}-${sample.id}`}>
                  {sample.title}{' '}
                  <span className={styles.fileName}>({formatDuration(sample.durationSeconds)})</span>
                </span>
                {/* biome-ignore lint/a11y/useMediaCaption: spoken-word samples of books; the book is the transcript. */}
                <audio controls preload="none" aria-labelledby={`${audioId}-${sample.id}`}>
                  <source src={sample.url} type={sample.mimeType} />
                </audio>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
