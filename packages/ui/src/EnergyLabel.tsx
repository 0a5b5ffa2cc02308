// The EU energy efficiency label (spec storefront §3.4 "energy efficiency label", §3.7 card
// energyEfficiency): required wherever a price is shown, so the product page and every product tile
// render this one component. The label opens the product information sheet (the details image) in
// the zoom overlay.
import type { ProductCardFieldsFragment } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import styles from './EnergyLabel.module.css';
import { ImageZoom } from './ImageZoom';

export interface EnergyLabelProps {
  /** The card's or the product's energyEfficiency (the same fields in both). */
  readonly energyEfficiency: NonNullable<ProductCardFieldsFragment['energyEfficiency']>;
  /** 'sm' on tiles: the label only (its button is named by the label's alt text, which names the class). */
  readonly size?: 'sm' | 'md';
}

/**
 * The energy efficiency label with its data sheet in a zoom overlay.
 *
 * @example
 * ```tsx
 * {product.energyEfficiency ? <EnergyLabel energyEfficiency={product.energyEfficiency} /> : null}
 * ```
 */
export function EnergyLabel({ energyEfficiency, size = 'md' }: EnergyLabelProps) {
  const t = useTranslate();
  return (
    <div className={styles.energy} data-size={size}>
      <ImageZoom
        src={energyEfficiency.imgPath}
        zoomSrc={energyEfficiency.detailsImgPath}
        alt={energyEfficiency.imgAlt}
        className={styles.label}
      />
      {size === 'md' ? (
        <span>{t('vue.pdp.energyClass', { energyClass: energyEfficiency.energyClass })}</span>
      ) : null}
    </div>
  );
}
