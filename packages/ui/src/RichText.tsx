import styles from './RichText.module.css';

export interface RichTextProps {
  /** HTML the shop API sanitised (CMS content, product descriptions). */
  readonly html: string;
  readonly className?: string;
  readonly 'data-element-type'?: string;
}

/**
 * The one place that inserts server-sanitised HTML, with the shop's typography for it.
 *
 * @example
 * ```tsx
 * <RichText html={product.longDescription} />
 * ```
 */
export function RichText({ html, className, ...rest }: RichTextProps) {
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      {...rest}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises this HTML before serving it (DESIGN §7).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
