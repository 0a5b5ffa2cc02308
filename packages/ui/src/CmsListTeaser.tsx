// 'list-teaser' element (spec storefront §2.10): a titled list of links, one per teaser (its headline,
// else name; link from teaserLink or link). The cell's HTML, when present, introduces the list.
import { useCmsContext } from './CmsContext';
import styles from './CmsListTeaser.module.css';
import type { CmsElementProps } from './cmsTeaser';
import { safeHref, teaserAttribute, teaserText, teaserUrl } from './cmsTeaser';
import { RichText } from './RichText';
import { useCreativeSlot } from './useTeaserTracking';

/**
 * 'list-teaser' element.
 *
 * @example
 * ```tsx
 * <CmsListTeaser cell={cell} />
 * ```
 */
export function CmsListTeaser({ cell }: CmsElementProps) {
  const { onTeaserClick } = useCmsContext();
  const slotOf = useCreativeSlot();
  const entries = cell.teasers.flatMap((teaser, index) => {
    const attribute = teaserAttribute(teaser, 'teaserLink') ? 'teaserLink' : 'link';
    const href = safeHref(teaserUrl(teaser, attribute));
    if (!href) return [];
    const label = teaserText(teaser, 'headline') ?? teaserText(teaser, 'bildunterschrift') ?? teaser.name;
    const newWindow = teaserAttribute(teaser, attribute)?.openLinkInNewWindow === true;
    return [
      { id: teaser.id, slot: slotOf(index + 1), href, label, text: teaserText(teaser, 'text'), newWindow },
    ];
  });
  if (entries.length === 0 && !cell.html) return null;
  return (
    <div className={styles.listTeaser} data-element-type={cell.elementType}>
      {cell.html ? <RichText html={cell.html} /> : null}
      {entries.length > 0 ? (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a
                className={styles.link}
                href={entry.href}
                onClick={() => onTeaserClick?.(entry.id, entry.slot)}
                {...(entry.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {entry.label}
              </a>
              {entry.text ? <span className={styles.text}>{entry.text}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
