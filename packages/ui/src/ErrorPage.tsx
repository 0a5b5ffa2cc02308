// Error page (spec storefront §2.9, §8: texts from statuscode.headline, statuscode.text and
// statuscode.button). Other statuses than 404/410 get the general error texts.
import type { MessageKey } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  /** HTTP status of the page, e.g. 404, 410, 500 or 503. */
  readonly status: number;
}

interface ErrorTexts {
  readonly headline: MessageKey;
  readonly text: MessageKey;
}

const NOT_FOUND_TEXTS: ErrorTexts = { headline: 'statuscode.headline', text: 'statuscode.text' };
const ERROR_TEXTS: ErrorTexts = { headline: 'statuscode.error.headline', text: 'statuscode.error.text' };

/** 404 and 410 are "not found"; every other status is an error. */
export function isNotFoundStatus(status: number): boolean {
  return status === 404 || status === 410;
}

/**
 * Error page.
 *
 * @example
 * ```tsx
 * <ErrorPage status={404} />
 * ```
 */
export function ErrorPage({ status }: ErrorPageProps) {
  const t = useTranslate();
  const headlineId = useId();
  const texts = isNotFoundStatus(status) ? NOT_FOUND_TEXTS : ERROR_TEXTS;
  return (
    <section className={styles.errorPage} aria-labelledby={headlineId} data-status={status}>
      <p className={styles.code}>{t('statuscode.code', { status })}</p>
      <h1 id={headlineId} className={styles.headline}>
        {t(texts.headline)}
      </h1>
      <p className={styles.text}>{t(texts.text)}</p>
      <a className={styles.button} href="/">
        {t('statuscode.button')}
      </a>
    </section>
  );
}
