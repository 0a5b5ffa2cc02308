// Variant selection (spec storefront §3.6 "Variant attribute": tile or dropdown, options with
// selected, disabled, image, css, hasDiscount; §4 "Product variants"). The selection itself is the
// variant-selection machine's (sdk-core, via useVariantSelection); this component renders its
// attributes and reports the shopper's choice. Tiles are native radio buttons, so arrow keys move
// between the values of an attribute, and a dropdown is a native select: both work by keyboard alone.
import type { VariantAttributeFieldsFragment } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import a11y from './a11y.module.css';
import styles from './VariantSelector.module.css';

export type VariantAttribute = VariantAttributeFieldsFragment;
export type VariantOption = VariantAttribute['options'][number];

export interface VariantSelectorProps {
  readonly attributes: readonly VariantAttribute[];
  readonly onSelect: (attributeName: string, value: string) => void;
  /** The machine's state, for styling and tests (e.g. 'loading' while variant info is fetched). */
  readonly state?: string;
}

/** Attributes and their options in the API's display order (position, valuePosition). */
function byPosition<T>(items: readonly T[], position: (item: T) => number): T[] {
  return [...items].sort((a, b) => position(a) - position(b));
}

/** A css swatch is shown only when it is a plain colour, never an arbitrary style value. */
const COLOUR_PATTERN = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]+)$/i;

export function swatchColour(css: string | null): string | null {
  const value = css?.trim();
  return value && COLOUR_PATTERN.test(value) ? value : null;
}

/**
 * Variant selection.
 *
 * @example
 * ```tsx
 * const { view, select } = useVariantSelection({ productId, attributes, item });
 * <VariantSelector attributes={variantAttributes} onSelect={select} />
 * ```
 */
export function VariantSelector({ attributes, onSelect, state }: VariantSelectorProps) {
  if (attributes.length === 0) return null;
  return (
    <div className={styles.selector} data-state={state}>
      {byPosition(attributes, (attribute) => attribute.position).map((attribute) =>
        attribute.type === 'dropdown' ? (
          <DropdownAttribute key={attribute.name} attribute={attribute} onSelect={onSelect} />
        ) : (
          <TileAttribute key={attribute.name} attribute={attribute} onSelect={onSelect} />
        ),
      )}
    </div>
  );
}

interface AttributeProps {
  readonly attribute: VariantAttribute;
  readonly onSelect: VariantSelectorProps['onSelect'];
}

function TileAttribute({ attribute, onSelect }: AttributeProps) {
  const t = useTranslate();
  const name = useId();
  const options = byPosition(attribute.options, (option) => option.valuePosition);
  const selected = options.find((option) => option.selected);
  return (
    <fieldset className={styles.attribute}>
      <legend className={styles.legend}>
        {attribute.displayName}
        {selected ? <span className={styles.current}>: {selected.value}</span> : null}
      </legend>
      <div className={styles.tiles}>
        {options.map((option) => {
          const colour = swatchColour(option.css);
          return (
            <label
              key={option.value}
              className={styles.tile}
              data-selected={option.selected}
              data-disabled={option.disabled}
              data-kind={option.image ? 'image' : colour ? 'colour' : 'text'}
            >
              <input
                className={a11y.visuallyHidden}
                type="radio"
                name={name}
                value={option.value}
                checked={option.selected}
                disabled={option.disabled}
                onChange={() => onSelect(attribute.name, option.value)}
              />
              {option.image ? (
                <img
                  className={styles.swatchImage}
                  src={option.image.src}
                  alt=""
                  width={option.image.width}
                  height={option.image.height}
                  loading="lazy"
                  decoding="async"
                />
              ) : colour ? (
                <span className={styles.swatch} style={{ backgroundColor: colour }} aria-hidden="true" />
              ) : null}
              {/* A swatch shows the value only to sighted shoppers; the name is always read. */}
              <span className={option.image || colour ? a11y.visuallyHidden : styles.tileText}>
                {option.value}
              </span>
              {option.hasDiscount ? ' ' : null}
              {option.hasDiscount ? (
                <span className={styles.discount}>
                  <span aria-hidden="true">%</span>
                  <span className={a11y.visuallyHidden}>{t('vue.variant.discounted')}</span>
                </span>
              ) : null}
              {option.disabled ? ' ' : null}
              {option.disabled ? (
                <span className={a11y.visuallyHidden}>{t('vue.variant.unavailable')}</span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function DropdownAttribute({ attribute, onSelect }: AttributeProps) {
  const t = useTranslate();
  const id = useId();
  const options = byPosition(attribute.options, (option) => option.valuePosition);
  const selected = options.find((option) => option.selected);
  return (
    <div className={styles.attribute}>
      <label className={styles.legend} htmlFor={id}>
        {attribute.displayName}
      </label>
      <select
        id={id}
        className={styles.select}
        value={selected?.value ?? ''}
        onChange={(event) => onSelect(attribute.name, event.target.value)}
      >
        {selected ? null : (
          <option value="" disabled>
            {t('vue.variant.choose')}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {optionLabel(option, t('vue.variant.discounted'), t('vue.variant.unavailable'))}
          </option>
        ))}
      </select>
    </div>
  );
}

function optionLabel(option: VariantOption, discounted: string, unavailable: string): string {
  const notes = [option.hasDiscount ? discounted : null, option.disabled ? unavailable : null].filter(
    Boolean,
  );
  return notes.length > 0 ? `${option.value} (${notes.join(', ')})` : option.value;
}
