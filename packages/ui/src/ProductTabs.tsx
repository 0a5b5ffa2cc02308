// Product information tabs (spec storefront §3.4 "long description, short facts, scope of delivery,
// tabs, extra tabs"; §7 "extra tab contents"): ARIA tabs with arrow-key navigation. Extra tabs load
// their content only when first opened (`loadExtraTab`), and keep it afterwards.
import { useTranslate } from '@ranzen/sdk-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './ProductTabs.module.css';
import { RichText } from './RichText';

export interface ProductTabContent {
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

export interface ProductExtraTabRef {
  readonly id: string;
  readonly title: string;
}

export interface ProductTabsProps {
  readonly tabs: readonly ProductTabContent[];
  readonly extraTabs?: readonly ProductExtraTabRef[];
  /** Resolves an extra tab's server-sanitised HTML; null when it has none any more. */
  readonly loadExtraTab?: (tabId: string) => Promise<string | null>;
}

type ExtraState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly html: string | null }
  | { readonly kind: 'failed' };

/**
 * Product information tabs.
 *
 * @example
 * ```tsx
 * <ProductTabs tabs={[{ id: 'description', title: 'Description', content: <RichText html={product.longDescription} /> }]} />
 * ```
 */
export function ProductTabs({ tabs, extraTabs = [], loadExtraTab }: ProductTabsProps) {
  const t = useTranslate();
  const baseId = useId();
  const all = [...tabs.map((tab) => ({ id: tab.id, title: tab.title })), ...extraTabs];
  const [active, setActive] = useState(all[0]?.id ?? '');
  const [extra, setExtra] = useState<Readonly<Record<string, ExtraState>>>({});
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  if (all.length === 0) return null;

  const open = (id: string) => {
    setActive(id);
    const isExtra = extraTabs.some((tab) => tab.id === id);
    const state = extra[id];
    if (!isExtra || !loadExtraTab || (state && state.kind !== 'failed')) return;
    setExtra((current) => ({ ...current, [id]: { kind: 'loading' } }));
    loadExtraTab(id).then(
      (html) => setExtra((current) => ({ ...current, [id]: { kind: 'loaded', html } })),
      () => setExtra((current) => ({ ...current, [id]: { kind: 'failed' } })),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const keys: Readonly<Record<string, number>> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: all.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = all[(target + all.length) % all.length];
    if (!next) return;
    open(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const panel = (id: string): ReactNode => {
    const own = tabs.find((tab) => tab.id === id);
    if (own) return own.content;
    const state = extra[id];
    if (!state || state.kind === 'loading') return <p className={styles.note}>{t('vue.pdp.tabLoading')}</p>;
    if (state.kind === 'failed' || state.html === null)
      return <p className={styles.note}>{t('vue.pdp.tabUnavailable')}</p>;
    return <RichText html={state.html} />;
  };

  return (
    <div className={styles.tabs}>
      <div className={styles.tabList} role="tablist">
        {all.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            className={styles.tab}
            aria-selected={tab.id === active}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => open(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {/* Every panel is in the HTML (search engines read the texts); only the active one is shown. */}
      {all.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          className={styles.panel}
          hidden={tab.id !== active}
          aria-busy={extra[tab.id]?.kind === 'loading'}
        >
          {tab.id === active || tabs.some((own) => own.id === tab.id) ? panel(tab.id) : null}
        </div>
      ))}
    </div>
  );
}
