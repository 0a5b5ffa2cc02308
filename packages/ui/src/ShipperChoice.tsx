// The shippers of the shipping step (spec shopping §3 shippers with code, name, enabled, selected, costs;
// §4 "Shipper rules"; §8 shipper info codes PACKSTATION-DHL-ONLY, DHL-GERMANY-ONLY; §9 codes dhl, dpd,
// spedition; storefront §9 "Shipping costs are shown only when greater than 0"). A disabled shipper
// stays listed with the reason of its info codes; the host applies the rules (sdk-core checkoutShippers)
// and sends a choice to the server first.
import { useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import styles from './checkoutChoice.module.css';
import { useErrorText } from './formControls';

export interface ShipperOption {
  readonly code: string;
  /** The carrier's name as the cart names it. */
  readonly name: string;
  readonly enabled: boolean;
  readonly selected: boolean;
  /** Why the shipper cannot deliver; empty when enabled. */
  readonly infoCodes: readonly string[];
  /** The formatted costs; null when free or not known. */
  readonly costs: string | null;
}

export interface ShipperChoiceProps {
  readonly shippers: readonly ShipperOption[];
  readonly onSelect: (code: string) => void;
  /** A message key: no shipper can deliver to the chosen address. */
  readonly error?: string | null;
  readonly disabled?: boolean;
}

/**
 * The shippers of the shipping step.
 *
 * @example
 * ```tsx
 * <ShipperChoice
 *   shippers={[{ code: 'DHL', name: 'DHL', enabled: true, selected: true, infoCodes: [], costs: '4,95 €' }]}
 *   onSelect={(code) => setShipper(code)}
 * />
 * ```
 */
export function ShipperChoice({ shippers, onSelect, error = null, disabled = false }: ShipperChoiceProps) {
  const t = useTranslate();
  const text = useErrorText();
  const id = useId();
  const selected = shippers.find((shipper) => shipper.selected);
  return (
    <fieldset
      className={styles.options}
      data-state={selected?.code ?? 'none'}
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.legend}>{t('vue.checkout.shipper.legend')}</legend>
      {shippers.map((shipper) => {
        const inputId = `${id}-${shipper.code}`;
        const note = shipper.infoCodes.map((code) => text(`vue.checkout.shipper.${code}`)).join(' ');
        return (
          <div
            key={shipper.code}
            className={styles.option}
            data-disabled={shipper.enabled ? undefined : true}
          >
            <input
              id={inputId}
              type="radio"
              name="shipper"
              value={shipper.code}
              checked={shipper.selected}
              disabled={!shipper.enabled}
              aria-describedby={note ? `${inputId}-note` : undefined}
              onChange={() => onSelect(shipper.code)}
            />
            <label htmlFor={inputId} className={styles.label}>
              {shipper.name}
            </label>
            <span>{shipper.costs}</span>
            {note ? (
              <p id={`${inputId}-note`} className={styles.note}>
                {note}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {text(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
